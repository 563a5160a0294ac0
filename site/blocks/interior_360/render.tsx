/** Interior 360: the panorama inside <lrdx-view-360 mode="interior">. */
import { vehiclePicturePath } from '../../../domain/vehicle-picture.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { View360 } from '../shared/view-360.js';
import type { BlockRenderProps } from '../types.js';
import type { Interior360Props } from './template.js';

export const DEMO_INTERIOR = vehiclePicturePath('suv', '#2b2b2b', 'interior', 'full');

export function Interior360({ props, ctx }: BlockRenderProps<Interior360Props>) {
  return (
    <HeadedBlockSection blockKey="interior_360" props={props} className="lrdx-grid lrdx-interior360">
      <View360 ctx={ctx} mode="interior" frames={[props.image.src.trim() || DEMO_INTERIOR]} alt={props.image.alt || props.heading} />
    </HeadedBlockSection>
  );
}
