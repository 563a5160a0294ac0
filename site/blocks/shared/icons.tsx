/**
 * The icons an editor can pick (field type `icon`): simple 24x24 line drawings, decorative
 * (aria-hidden), drawn in currentColor so they follow the text colour.
 */
const PATHS = {
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4',
  key: 'M14 10a4 4 0 1 1-1.2-2.8L21 15v3h-3v-2h-2v-2 M8 10h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  fuel: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15 M4 20h11 M14 9h2l3 3v6a1.5 1.5 0 0 1-3 0v-3h-2 M7 8h5',
  seat: 'M7 4h5l1 9H8z M8 13l-2 7 M13 13h4l1 7 M6 20h12',
  snowflake: 'M12 3v18 M4.2 7.5l15.6 9 M19.8 7.5l-15.6 9 M9.5 4.5L12 7l2.5-2.5 M9.5 19.5L12 17l2.5 2.5',
  navigation: 'M12 2l7 19-7-4-7 4z',
  bluetooth: 'M7 7l10 10-5 4V3l5 4L7 17',
  child_seat: 'M9 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0 M8 9h6l2 8H7z M6 21h12',
  wifi: 'M3 9a13 13 0 0 1 18 0 M6 12.5a8.5 8.5 0 0 1 12 0 M9 16a4 4 0 0 1 6 0 M12 19.5h.01',
  phone: 'M7 3h10v18H7z M11 18h2',
  bolt: 'M13 2L5 14h6l-1 8 8-12h-6z',
  mountain: 'M2 20l7-12 4 6 3-4 6 10z',
  road: 'M8 3L4 21 M16 3l4 18 M12 5v3 M12 11v3 M12 17v3',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  check: 'M4 12l5 5L20 6',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2z M9 4v14 M15 6v14',
  download: 'M12 3v12 M7 10l5 5 5-5 M4 20h16',
  gauge: 'M4 16a8 8 0 1 1 16 0 M12 16l4-5',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0z M8 6H4a3 3 0 0 0 4 4 M16 6h4a3 3 0 0 1-4 4 M12 13v4 M8 20h8',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function isIconName(value: string): value is IconName {
  return Object.prototype.hasOwnProperty.call(PATHS, value);
}

/** Select options for an icon field. */
export const ICON_OPTIONS = [{ label: 'None', value: '' }, ...ICON_NAMES.map((name) => ({ label: name.replace(/_/g, ' '), value: name }))];

export function Icon({ name, className }: { name: string; className?: string }) {
  if (!isIconName(name)) return null;
  return (
    <svg className={className ?? 'lrdx-icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Chevrons and arrows point the reading way; CSS mirrors `.lrdx-icon--directional` in RTL. */
export function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg className="lrdx-icon lrdx-icon--directional" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PlayPauseIcons() {
  return (
    <>
      <svg className="lrdx-icon lrdx-icon--play" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
      <svg className="lrdx-icon lrdx-icon--pause" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M7 5h4v14H7z M13 5h4v14h-4z" fill="currentColor" />
      </svg>
    </>
  );
}
