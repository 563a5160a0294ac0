/**
 * Exterior 360: the view and, with the sidebar, one link per colour. Each colour link carries its
 * frames; <lrdx-view-360> swaps them in place (aria-pressed), without script the link is inert text.
 */
import { isPictureBody } from '../../../domain/vehicle-picture.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { SwatchDot } from '../shared/swatch-dot.js';
import { blockStrings } from '../shared/block-strings.js';
import { generatedFrames, readFrames, View360 } from '../shared/view-360.js';
import type { BlockRenderProps } from '../types.js';
import type { Exterior360Props } from './template.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function exteriorFrames(props: Pick<Exterior360Props, 'body_style'>, frames: string, hex: string): string[] {
  const own = readFrames(frames);
  if (own.length > 0) return own;
  return generatedFrames(isPictureBody(props.body_style) ? props.body_style : 'suv', HEX.test(hex) ? hex : '#1f2a30');
}

export function Exterior360({ props, ctx }: BlockRenderProps<Exterior360Props>) {
  const colours = props.colours.filter((colour) => colour.name.trim() !== '');
  const first = colours[0];
  const frames =
    readFrames(props.frames).length > 0 ? readFrames(props.frames) : exteriorFrames(props, first?.frames ?? '', first?.hex ?? '');
  const strings = blockStrings(ctx.segment);
  return (
    <HeadedBlockSection
      blockKey="exterior_360"
      props={props}
      className={`lrdx-grid lrdx-exterior360${props.has_sidebar && colours.length > 0 ? ' lrdx-exterior360--sidebar' : ''}`}
    >
      <div className="lrdx-exterior360__layout">
        <View360
          ctx={ctx}
          mode="exterior"
          frames={frames}
          alt={props.alt || props.heading}
          handle={props.has_slider_with_handle}
          autostart={props.has_autostart}
        />
        {props.has_sidebar && colours.length > 0 ? (
          <div className="lrdx-exterior360__sidebar" role="group" aria-label={strings.colours}>
            {colours.map((colour, index) => (
              <button
                key={index}
                type="button"
                className="lrdx-swatch"
                aria-pressed={index === 0}
                data-frames={JSON.stringify(exteriorFrames(props, colour.frames, colour.hex))}
                disabled
              >
                <SwatchDot hex={colour.hex} />
                <span className="lrdx-swatch__name">{colour.name}</span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </HeadedBlockSection>
  );
}
