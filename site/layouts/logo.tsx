/**
 * Brand logos, inline so the header needs no image request: the 'LAND ROVER' wordmark in the
 * brand's oval, and the Range Rover, Defender and Discovery wordmarks the brand pages use
 * (setting navigation.brand_logos). A logo that is a URL is drawn as an image.
 */
import { isBuiltInLogo, type BrandLogoEntry, type BuiltInLogo } from '../../domain/navigation/brand-logo.js';

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

/** Brand names as the wordmarks spell them; also the accessible name of the logo link. */
export const BRAND_NAMES: Record<BuiltInLogo, string> = {
  'land-rover': 'Land Rover',
  'range-rover': 'Range Rover',
  defender: 'Defender',
  discovery: 'Discovery',
};

/** A letter-spaced wordmark (Range Rover, Defender, Discovery are set in spaced capitals). */
function Wordmark({ text, spacing }: { text: string; spacing: number }) {
  return (
    <svg className="lrdx-logo lrdx-logo--wordmark" viewBox="0 0 240 32" width="150" height="20" aria-hidden="true" focusable="false">
      <text
        x="120"
        y="24"
        direction="ltr"
        textAnchor="middle"
        fill="currentColor"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing={spacing}
      >
        {text}
      </text>
    </svg>
  );
}

export function BrandLogo({ entry }: { entry: BrandLogoEntry }) {
  const { logo } = entry;
  if (!isBuiltInLogo(logo)) {
    return <img className="lrdx-logo lrdx-logo--image" src={logo} alt="" width="150" height="32" decoding="async" />;
  }
  if (logo === 'land-rover') return <Logo />;
  return <Wordmark text={BRAND_NAMES[logo].toUpperCase()} spacing={logo === 'range-rover' ? 6 : 5} />;
}

/** The accessible name of the logo link's brand. */
export function brandName(entry: BrandLogoEntry): string {
  return isBuiltInLogo(entry.logo) ? BRAND_NAMES[entry.logo] : (entry.alt ?? BRAND_NAMES['land-rover']);
}
