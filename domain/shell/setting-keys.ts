/**
 * The shell elements' settings (docs/cookie-consent.md, "Settings": `cookie_consent.*`, the exit popup copy and
 * its `do_url`/`dont_url` lists, the FAB). Kept beside their rules; the lead may fold them into
 * domain/setting-keys.ts. Copy settings are per language (see localised.ts).
 */
export const SHELL_SETTING_KEYS = {
  /** `basic`, `none` or `external` (consent.ts). */
  cookieConsentStrategy: 'cookie_consent.strategy',
  /** Banner and preferences copy per language (CookieConsentTexts). */
  cookieConsentTexts: 'cookie_consent.texts',
  /** `{ items, desktop_count, mobile_count }`, items per language. */
  fab: 'fab.configuration',
  exitPopupDoUrl: 'exit_popup.do_url',
  exitPopupDontUrl: 'exit_popup.dont_url',
  /** Title, text, go and cancel labels per language. */
  exitPopupCopy: 'exit_popup.copy',
  /** `{ allow_escape, close_on_backdrop, prevent_close }` for the modal form. */
  modalForm: 'modal_form.close_rules',
} as const;
