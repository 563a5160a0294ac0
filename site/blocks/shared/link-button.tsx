/** Renders a link button item with the domain rules applied (domain/link-button-rules.ts). */
import { FORM_FALLBACK_PATH, resolveLinkButton, type LinkButtonItem } from '../../../domain/link-button-rules.js';
import type { RenderContext } from '../types.js';
import { videoSource } from '../../../domain/shell/video-source.js';

export interface LinkButtonProps {
  item: LinkButtonItem | null | undefined;
  ctx: RenderContext;
  /** Style used when the editor chose none (cards default to tertiary). */
  defaultUiType?: 'primary' | 'secondary' | 'tertiary';
}

export function LinkButton({ item, ctx, defaultUiType }: LinkButtonProps) {
  const button = resolveLinkButton(item && !item.ui_type && defaultUiType ? { ...item, ui_type: defaultUiType } : item);
  if (!button) return null;
  // Form buttons open the modal form (<lrdx-modal-form>); without JavaScript they lead to the contact page.
  const isForm = button.type === 'form';
  const href = isForm ? ctx.href(FORM_FALLBACK_PATH) : button.type === 'internal' ? ctx.href(button.url) : button.url;
  // Video links (YouTube, video files) play in the video modal (<lrdx-video-modal>).
  const isVideo = !isForm && button.type !== 'file' && videoSource(href, 'https://site.invalid/') !== null;
  const className = ['lrdx-button', `lrdx-button--${button.uiType}`, `lrdx-button--${button.size}`, button.customClass]
    .filter(Boolean)
    .join(' ');
  const link = (
    <a
      className={className}
      href={href}
      target={button.target === '_blank' ? '_blank' : undefined}
      rel={button.target === '_blank' ? 'noopener noreferrer' : undefined}
      data-lrdx-form-id={isForm ? (button.formId ?? '') : undefined}
      data-lrdx-form-title={isForm ? button.label : undefined}
      data-lrdx-form-layout={isForm && item?.form_layout ? item.form_layout : undefined}
      data-lrdx-form-hidden-fields={isForm && item?.hidden_fields ? JSON.stringify(item.hidden_fields) : undefined}
      data-lrdx-video={isVideo ? button.label : undefined}
      download={button.type === 'file' ? '' : undefined}
    >
      {button.label}
    </a>
  );
  return button.center ? <div className="lrdx-button-row lrdx-button-row--center">{link}</div> : link;
}
