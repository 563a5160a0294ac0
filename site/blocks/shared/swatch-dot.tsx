/**
 * A paint swatch's round dot. The colour is the SVG circle's `fill` attribute, not a `style`
 * attribute: the page's Content-Security-Policy (style-src without 'unsafe-inline') drops inline
 * style attributes, which left every dot blank. The shading is the dot's ::after (shared/styles.css).
 */
const HEX = /^#[0-9a-fA-F]{6}$/;

export function SwatchDot({ hex }: { hex: string }) {
  return (
    <span className="lrdx-swatch__dot" aria-hidden="true">
      <svg viewBox="0 0 2 2" focusable="false">
        <circle cx="1" cy="1" r="1" fill={HEX.test(hex) ? hex : 'transparent'} />
      </svg>
    </span>
  );
}
