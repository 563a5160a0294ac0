/** Renders a link button item with the domain rules applied (domain/link-button.ts). */
import { resolveLinkButton, type LinkButtonItem } from '../../../domain/link-button.js';
import type { RenderContext } from '../types.js';

export interface LinkButtonProps {
  item: LinkButtonItem | null | undefined;
  ctx: RenderContext;
  /** Style used when the editor chose none (cards default to tertiary). */
  defaultUiType?: 'primary' | 'secondary' | 'tertiary';
}

export function LinkButton({ item, ctx, defaultUiType }: LinkButtonProps) {
  const button = resolveLinkButton(item && !item.ui_type && defaultUiType ? { ...item, ui_type: defaultUiType } : item);
  if (!button) return null;
  // Form buttons open the modal form; without JavaScript the anchor still leads to the form's id.
  const href =
    button.type === 'form' ? `#lrdx-form-${button.formId ?? ''}` : button.type === 'internal' ? ctx.href(button.url) : button.url;
  const className = ['lrdx-button', `lrdx-button--${button.uiType}`, `lrdx-button--${button.size}`, button.customClass]
    .filter(Boolean)
    .join(' ');
  const link = (
    <a
      className={className}
      href={href}
      target={button.target === '_blank' ? '_blank' : undefined}
      rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
      data-form-id={button.formId ?? undefined}
      download={button.type === 'file' ? '' : undefined}
    >
      {button.label}
    </a>
  );
  return button.center ? <div className="lrdx-button-row lrdx-button-row--center">{link}</div> : link;
}
