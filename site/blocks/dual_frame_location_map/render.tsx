/**
 * Dual-frame dealer location map: the details frame (an <address> with tel: and mailto: links)
 * and the map frame. The map is the editor's picture when there is one, else a drawn locator
 * (no third-party map tiles are loaded); both link to directions at the coordinates, which open
 * the visitor's map service in a new tab.
 */
import { localizeDigits } from '../../../domain/digits.js';
import { BlockImage } from '../shared/block-image.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { DualFrameLocationMapProps } from './template.js';
import { LOCATION_MAP_TEXTS } from './texts.js';

const validCoordinates = (lat: number, lng: number): boolean => Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);

/** `36.1911, 44.0092`, in Eastern digits with the Arabic decimal separator on Kurdish and Arabic pages. */
function coordinatesText(lat: number, lng: number, language: string): string {
  const text = localizeDigits(`${lat.toFixed(4)}, ${lng.toFixed(4)}`, language);
  return language === 'en' ? text : text.replace(/\./g, '٫').replace(', ', '، ');
}

export function directionsUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/directions?to=${lat.toFixed(5)}%2C${lng.toFixed(5)}#map=15/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

/** A quiet street-grid drawing with a pin: the map frame when the editor set no picture. */
function DrawnMap() {
  return (
    <svg className="lrdx-location__drawn" viewBox="0 0 640 400" width="640" height="400" aria-hidden="true" focusable="false">
      <rect width="640" height="400" fill="#e9e5dd" />
      <path d="M0 120 L640 80 M0 290 L640 330 M180 0 L140 400 M420 0 L470 400" stroke="#fff" strokeWidth="18" fill="none" />
      <path d="M0 200 C160 170 300 250 640 190" stroke="#d6cfc1" strokeWidth="10" fill="none" />
      <path d="M0 40 L640 20 M0 360 L640 380 M300 0 L290 400 M560 0 L600 400" stroke="#fff" strokeWidth="6" fill="none" />
      <circle cx="320" cy="200" r="46" fill="#b9ad96" opacity=".25" />
      <path d="M320 150 c-22 0-38 16-38 37 0 28 38 63 38 63 s38-35 38-63 c0-21-16-37-38-37z" fill="#0c121c" />
      <circle cx="320" cy="187" r="13" fill="#fff" />
    </svg>
  );
}

export function DualFrameLocationMap({ props, ctx }: BlockRenderProps<DualFrameLocationMapProps>) {
  const texts = LOCATION_MAP_TEXTS[ctx.segment];
  const shell = blockStrings(ctx.segment);
  const located = validCoordinates(props.latitude, props.longitude);
  const directions = located ? directionsUrl(props.latitude, props.longitude) : '';
  const phone = props.phone.trim();
  const email = props.email.trim();
  const mapLabel = `${texts.mapLabel}: ${props.dealer_name}`;
  const map = props.map_image.src.trim() ? (
    <BlockImage image={{ ...props.map_image, alt: props.map_image.alt || mapLabel }} width={1024} />
  ) : (
    <DrawnMap />
  );
  return (
    <HeadedBlockSection
      blockKey="dual_frame_location_map"
      props={props}
      className={`lrdx-grid lrdx-location lrdx-location--map-${props.map_position === 'start' ? 'start' : 'end'}`}
    >
      <div className="lrdx-location__frames">
        <div className="lrdx-location__details">
          <p className="lrdx-location__name">{props.dealer_name}</p>
          <address className="lrdx-location__address">
            <Paragraphs text={props.address} />
            {phone ? (
              <p>
                <span className="lrdx-location__key">{texts.phone}: </span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </p>
            ) : null}
            {email ? (
              <p>
                <span className="lrdx-location__key">{texts.email}: </span>
                <a href={`mailto:${email}`} dir="ltr">
                  {/* An address is Latin in every language: isolated as docs/glossary-ku.md "Numbers, lists and Latin pieces" says. */}
                  <bdi>{email}</bdi>
                </a>
              </p>
            ) : null}
          </address>
          {props.opening_hours.trim() ? (
            <div className="lrdx-location__hours">
              <p className="lrdx-location__key">{texts.openingHours}</p>
              <Paragraphs text={props.opening_hours} />
            </div>
          ) : null}
          {directions ? (
            <a className="lrdx-button lrdx-button--primary lrdx-button--medium" href={directions} target="_blank" rel="noopener noreferrer">
              {props.directions_label || texts.directions}
              <span className="lrdx-visually-hidden"> {shell.newTab}</span>
            </a>
          ) : null}
        </div>
        <figure className="lrdx-location__map" aria-label={mapLabel}>
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="lrdx-location__map-link"
              tabIndex={-1}
              aria-hidden="true"
            >
              {map}
            </a>
          ) : (
            map
          )}
          {located ? (
            <figcaption className="lrdx-location__coordinates" dir="ltr">
              {coordinatesText(props.latitude, props.longitude, ctx.segment)}
            </figcaption>
          ) : null}
        </figure>
      </div>
    </HeadedBlockSection>
  );
}
