/**
 * The modal form host (docs/cookie-consent.md, "Other hooks"), enhanced by <lrdx-modal-form>. Until the forms
 * issue brings the forms, the modal names the form (the button's title) and says it is not
 * available yet, with a link to the retailers and the close button: never a dead end.
 */
import { createElement } from 'react';
import type { CloseRules } from '../../domain/shell/modal-close.js';
import type { RenderContext } from '../blocks/types.js';
import type { ShellElementStrings } from '../i18n/shell-elements.js';
import { FORM_FALLBACK_PATH } from '../../domain/link-button-rules.js';
import { ShellDialog } from './shell-dialog.js';

export interface ModalFormProps {
  ctx: RenderContext;
  rules: CloseRules;
  strings: ShellElementStrings;
}

export function ModalForm({ ctx, rules, strings }: ModalFormProps) {
  const flags: Record<string, string> = {};
  if (rules.allowEscape) flags['allow-escape'] = '';
  if (rules.closeOnBackdrop) flags['close-on-backdrop'] = '';
  if (rules.preventClose) flags['prevent-close'] = '';
  return createElement(
    'lrdx-modal-form',
    flags,
    <ShellDialog
      id="lrdx-modal-form"
      className="lrdx-modal-form"
      title={strings.modalForm.fallbackTitle}
      titleProps={{ 'data-modal-form-title': '', 'data-fallback': strings.modalForm.fallbackTitle }}
      closeLabel={strings.close}
    >
      <div data-modal-form-body="" />
      <p className="lrdx-modal-form__unavailable" role="status">
        {strings.modalForm.unavailable}
      </p>
      <p>
        <a className="lrdx-button lrdx-button--secondary lrdx-button--small" href={ctx.href(FORM_FALLBACK_PATH)}>
          {strings.modalForm.contactLabel}
        </a>
      </p>
    </ShellDialog>,
  );
}
