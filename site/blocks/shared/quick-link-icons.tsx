/**
 * The quick-links bar's icons, drawn inline (24×24, stroke in currentColor) so they cost no request
 * and follow the bar's colours. An item names one by key (`icon` of a FAB item); an unknown or empty
 * key draws nothing, and the label alone carries the link.
 */
import type { ReactNode } from 'react';

const PATHS: Readonly<Record<string, ReactNode>> = {
  car: (
    <>
      <path d="M3 16v-3.5L5.2 7.6A2 2 0 0 1 7 6.5h10a2 2 0 0 1 1.8 1.1l2.2 4.9V16a1 1 0 0 1-1 1h-1" />
      <path d="M5 17H4a1 1 0 0 1-1-1M9 17h6M3 12.5h18" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01" />
    </>
  ),
  phone: <path d="M5 4h3l1.5 4.5-2 1.2a11 11 0 0 0 6.8 6.8l1.2-2L20 16v3a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="1.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4V5Z" />,
  document: (
    <>
      <path d="M6 3h8l4 4v14H6V3Z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
};

/** The icon keys an editor may choose for a quick link. */
export const QUICK_LINK_ICON_NAMES: readonly string[] = Object.keys(PATHS);

export function QuickLinkIcon({ name }: { name: string | null | undefined }) {
  const paths = name ? PATHS[name] : undefined;
  if (!paths) return null;
  return (
    <svg
      className="lrdx-fab__icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths}
    </svg>
  );
}
