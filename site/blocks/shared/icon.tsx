/** Small line icons drawn inline (no icon font, no request), decorative: the text beside them names the thing. */
const PATHS: Record<string, string> = {
  car: 'M3 13l2-5h14l2 5v5h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3z M5 13h14',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  pin: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z M12 10m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  document: 'M6 3h9l4 4v14H6z M15 3v4h4 M9 12h7 M9 16h7',
  phone: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
  seat: 'M8 3h5v9h5l1 6H9L7 12z M7 21h12',
  engine: 'M4 9h3V7h6v2h3l2 3v5h-2v2H7v-2H4z',
  speed: 'M12 14l4-5 M4 17a8 8 0 1 1 16 0',
  fuel: 'M5 21V4h9v17 M5 10h9 M14 8l4 3v7a2 2 0 0 0 4 0',
  range: 'M3 17h18 M6 17V9 M12 17V5 M18 17v-6',
};

export const ICON_NAMES = Object.keys(PATHS);

export function Icon({ name, className }: { name: string; className?: string }) {
  const path = PATHS[name] ?? PATHS.car;
  return (
    <svg
      className={['lrdx-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
