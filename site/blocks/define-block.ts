/**
 * The two things every block folder exports (docs/architecture.md, "Blocks"): `block.ts` binds the
 * template to its renderer, `labels.ts` words the block for the Kurdish and Arabic editor. The
 * registry and the editor read them through the generated indexes (blocks.generated.ts,
 * labels.generated.ts), so adding a block touches only its own folder.
 */
import type { BaseBlockProps, BlockDefinition, BlockProps } from './types.js';

/** [Kurdish Sorani, Arabic]. English is the template's own text. */
export type KuAr = readonly [ku: string, ar: string];

export interface BlockLabels {
  name: KuAr;
  description: KuAr;
  /** Fields this block words itself; any other field takes its shared label (shared/field-labels.ts). */
  fields?: Readonly<Record<string, KuAr>>;
}

/** Erases the props type once the renderer is bound to its own template. */
export function defineBlock<P extends BlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}
