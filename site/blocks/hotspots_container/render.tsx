/**
 * Hotspots: each point is a <details> placed over the picture, so it opens by click, Enter or
 * Space without script; the list order is the reading order for screen readers.
 */
import { localizeDigits } from '../../../domain/digits.js';
import { directionOf } from '../../../domain/languages.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { BlockImage, parseJson } from '../shared/block-image.js';
import type { BlockRenderProps } from '../types.js';
import { HOTSPOTS_MAX, type HotspotsContainerProps } from './template.js';

interface Hotspot {
  x: number;
  y: number;
  title: string;
  text: string;
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const clamp = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;

export function readHotspots(json: string): Hotspot[] {
  const list: Hotspot[] = [];
  for (const raw of parseJson(json, isArray, [])) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const x = clamp(item.x);
    const y = clamp(item.y);
    if (x === null || y === null || typeof item.title !== 'string' || !item.title.trim()) continue;
    list.push({ x, y, title: item.title, text: typeof item.text === 'string' ? item.text : '' });
  }
  return list.slice(0, HOTSPOTS_MAX);
}

export function HotspotsContainer({ props, ctx }: BlockRenderProps<HotspotsContainerProps>) {
  if (!props.image.src.trim()) return null;
  const hotspots = readHotspots(props.hotspots);
  const rtl = directionOf(ctx.segment) === 'rtl';
  return (
    <HeadedBlockSection blockKey="hotspots_container" props={props} className="lrdx-grid lrdx-hotspots">
      <div className="lrdx-hotspots__stage">
        <BlockImage image={props.image} width={1600} height={900} />
        <ol className="lrdx-hotspots__points">
          {hotspots.map((spot, index) => (
            // The picture is not mirrored in RTL: x is measured from its left edge, so from the inline
            // start it is x in LTR and 100 − x in RTL; the point stays on the same spot of the car.
            // Classes in whole percent place it: the page's CSP drops inline style attributes.
            <li
              key={index}
              className={`lrdx-hotspot lrdx-hotspot--x-${Math.round(rtl ? 100 - spot.x : spot.x)} lrdx-hotspot--y-${Math.round(spot.y)}`}
            >
              <details>
                <summary className="lrdx-hotspot__button">
                  <span aria-hidden="true">{localizeDigits(index + 1, ctx.segment)}</span>
                  <span className="lrdx-visually-hidden">{spot.title}</span>
                </summary>
                <div className="lrdx-hotspot__card">
                  <p className="lrdx-hotspot__title">{spot.title}</p>
                  {spot.text ? <p>{spot.text}</p> : null}
                </div>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </HeadedBlockSection>
  );
}
