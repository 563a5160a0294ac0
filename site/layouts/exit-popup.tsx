/** The exit popup's confirm dialog (docs/cookie-consent.md, "Settings"), enhanced by <lrdx-exit-popup>; none without a do_url list. */
import { createElement } from 'react';
import type { ExitPopupTexts } from '../i18n/shell-elements.js';
import { ShellDialog } from './shell-dialog.js';
import { ShellButtons } from './shell-buttons.js';

export interface ExitPopupProps {
  doUrl: string[];
  dontUrl: string[];
  texts: ExitPopupTexts;
  closeLabel: string;
}

export function ExitPopup({ doUrl, dontUrl, texts, closeLabel }: ExitPopupProps) {
  if (doUrl.length === 0) return null;
  return createElement(
    'lrdx-exit-popup',
    { 'data-do-url': JSON.stringify(doUrl), 'data-dont-url': JSON.stringify(dontUrl) },
    <ShellDialog id="lrdx-exit-popup" className="lrdx-exit-popup" title={texts.title} closeLabel={closeLabel}>
      <p>
        {texts.text} <bdi className="lrdx-exit-popup__host" data-exit-url="" />
      </p>
      <ShellButtons
        className="lrdx-dialog__actions"
        actionAttribute="data-exit-action"
        buttons={[
          { variant: 'primary', action: 'go', label: texts.go },
          { variant: 'secondary', action: 'cancel', label: texts.cancel },
        ]}
      />
    </ShellDialog>,
  );
}
