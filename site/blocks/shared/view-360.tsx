/**
 * The server half of the 360 views. Exterior: the first frame, the other frames listed for
 * <lrdx-view-360> (site/elements/view-360/), which turns them by drag, arrow keys, an optional
 * slider with a handle and autostart. Interior: one wide picture panned by drag and arrow keys.
 * Without script the first frame (or the whole interior picture) is simply shown.
 */
import { createElement } from 'react';
import { vehiclePicturePath, type PictureBody } from '../../../domain/vehicle-picture.js';
import type { RenderContext } from '../types.js';
import { parseJson } from './block-image.js';
import { pictureFile } from './picture-sources.js';
import { blockStrings } from './block-strings.js';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Demo frames around the car from the generated pictures (front, side, rear, other side). */
export function generatedFrames(body: PictureBody, colorHex: string): string[] {
  return [
    vehiclePicturePath(body, colorHex, 'front', 'quarter_hd'),
    vehiclePicturePath(body, colorHex, 'side', 'quarter_hd'),
    vehiclePicturePath(body, colorHex, 'rear', 'quarter_hd'),
    `${vehiclePicturePath(body, colorHex, 'side', 'quarter_hd')}#mirror`,
  ];
}

export function readFrames(json: string): string[] {
  return parseJson(json, isStringArray, []).filter((url) => /^(https?:\/\/|\/)/.test(url));
}

export interface View360Props {
  ctx: RenderContext;
  mode: 'exterior' | 'interior';
  frames: string[];
  alt: string;
  handle?: boolean;
  autostart?: boolean;
}

export function View360({ ctx, mode, frames: given, alt, handle, autostart }: View360Props) {
  const strings = blockStrings(ctx.segment);
  // The script swaps the <img>'s src, so every frame must be a file (a stored scene path has no size).
  const frames = given.map((frame) => pictureFile(frame));
  const first = frames[0];
  if (!first) return null;
  const label = mode === 'exterior' ? strings.view360 : strings.interior360;
  const attributes: Record<string, unknown> = {
    mode,
    className: `lrdx-view360 lrdx-view360--${mode}`,
    'data-frames': JSON.stringify(frames),
    'data-label': label,
  };
  if (handle) attributes.handle = '';
  if (autostart) attributes.autostart = '';
  const [src, mirror] = first.split('#');
  return createElement(
    'lrdx-view-360',
    attributes,
    // A div, not a figure: the element makes the stage a slider, a role a figure may not take.
    <div className="lrdx-view360__stage">
      <img
        className={`lrdx-view360__frame${mirror ? ' lrdx-view360__frame--mirror' : ''}`}
        src={src}
        alt={alt}
        width={960}
        height={540}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
      <p className="lrdx-view360__hint">{mode === 'exterior' ? strings.rotateHint : strings.interiorHint}</p>
    </div>,
  );
}
