/** The 'LAND ROVER' wordmark in the brand's oval, inline so the header needs no image request. */
export function Logo() {
  return (
    <svg className="lrdx-logo" viewBox="0 0 200 64" width="100" height="32" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="32" rx="98" ry="30" fill="#005a2b" />
      <ellipse cx="100" cy="32" rx="92" ry="25" fill="none" stroke="#ffffff" strokeWidth="2" />
      {/* Latin letters, always drawn left to right whatever the page direction. */}
      <text
        x="100"
        y="39"
        direction="ltr"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="20"
        fontWeight="700"
        letterSpacing="2"
      >
        LAND ROVER
      </text>
    </svg>
  );
}
