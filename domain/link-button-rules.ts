/**
 * Link or button item and its display rules (docs/site-shell.md, "Shell rules"):
 * ui type primary/secondary/tertiary, size medium/small with tertiary forcing small, targets other
 * than _self/_blank falling back to _self, and when a link button is shown at all.
 * Pure: the site renderer and the editor preview both call these.
 */
export type LinkType = 'internal' | 'external' | 'form' | 'file';

/** Where a form button leads without JavaScript: the contact page, which lists the retailers. */
export const FORM_FALLBACK_PATH = '/contact-us';
export type ButtonUiType = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'medium' | 'small';
export type LinkTarget = '_self' | '_blank';

/** As an editor stores it: every field optional, values unchecked. */
export interface LinkButtonItem {
  link_text?: string;
  url?: string;
  type?: string;
  target?: string;
  icon?: string;
  theme?: string;
  rdx_forms_form_id?: string | number | null;
  hidden_fields?: Record<string, string>;
  form_layout?: string;
  ui_type?: string;
  size?: string;
  center?: boolean;
  custom_class?: string;
}

/** What a renderer needs, every rule already applied. */
export interface ResolvedLinkButton {
  label: string;
  url: string;
  type: LinkType;
  target: LinkTarget;
  uiType: ButtonUiType;
  size: ButtonSize;
  center: boolean;
  customClass: string;
  formId: string | null;
}

const LINK_TYPES: readonly LinkType[] = ['internal', 'external', 'form', 'file'];
const UI_TYPES: readonly ButtonUiType[] = ['primary', 'secondary', 'tertiary'];

export function normaliseLinkTarget(target: unknown): LinkTarget {
  return target === '_blank' ? '_blank' : '_self';
}

export function normaliseUiType(uiType: unknown): ButtonUiType {
  return UI_TYPES.includes(uiType as ButtonUiType) ? (uiType as ButtonUiType) : 'primary';
}

export function normaliseLinkType(type: unknown): LinkType {
  return LINK_TYPES.includes(type as LinkType) ? (type as LinkType) : 'internal';
}

/** Tertiary buttons are always small; anything but 'small' is medium. */
export function buttonSize(uiType: ButtonUiType, size: unknown): ButtonSize {
  if (uiType === 'tertiary') return 'small';
  return size === 'small' ? 'small' : 'medium';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Shown if internal or external with both url and label, or of form or file type,
 * or when the block says to always show it.
 */
export function shouldShowLinkButton(item: LinkButtonItem | null | undefined, alwaysShow = false): boolean {
  if (alwaysShow) return true;
  if (!item) return false;
  const type = normaliseLinkType(item.type);
  if (type === 'form' || type === 'file') return true;
  return text(item.url) !== '' && text(item.link_text) !== '';
}

/** Applies every rule; null when the button is not to be shown. */
export function resolveLinkButton(item: LinkButtonItem | null | undefined, alwaysShow = false): ResolvedLinkButton | null {
  if (!item || !shouldShowLinkButton(item, alwaysShow)) return null;
  const uiType = normaliseUiType(item.ui_type);
  const formId = item.rdx_forms_form_id;
  return {
    label: text(item.link_text),
    url: text(item.url),
    type: normaliseLinkType(item.type),
    target: normaliseLinkTarget(item.target),
    uiType,
    size: buttonSize(uiType, item.size),
    center: item.center === true,
    customClass: text(item.custom_class),
    formId: formId === null || formId === undefined || formId === '' ? null : String(formId),
  };
}
