/**
 * Drawn instead of a photo when the editor set none: mountains and an upright off-roader, inline so
 * the hero costs no extra request and never shifts the layout.
 */
export function HeroIllustration() {
  return (
    <svg
      className="lrdx-hero__illustration"
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="lrdx-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d3b34" />
          <stop offset="1" stopColor="#0b1714" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#lrdx-hero-sky)" />
      <path d="M0 620 L260 380 L430 520 L640 300 L900 560 L1080 420 L1300 600 L1600 360 V900 H0 Z" fill="#28453d" />
      <path d="M0 720 L340 560 L620 690 L940 540 L1240 700 L1600 600 V900 H0 Z" fill="#16302a" />
      <g fill="#0a1210">
        <path d="M930 700 V610 Q930 585 955 582 L1010 578 L1050 530 Q1058 520 1072 520 H1290 Q1312 520 1316 542 L1326 600 Q1352 606 1352 632 V700 Z" />
        <circle cx="1010" cy="705" r="42" />
        <circle cx="1262" cy="705" r="42" />
      </g>
      <g fill="#2c4a42">
        <rect x="1078" y="538" width="84" height="46" rx="4" />
        <rect x="1172" y="538" width="118" height="46" rx="4" />
      </g>
    </svg>
  );
}
