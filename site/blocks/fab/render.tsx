/** The quick-links block renders nothing in the page flow: the shell's bar shows its items (template.ts). */
import type { BlockRenderProps } from '../types.js';
import type { FabBlockProps } from './template.js';

export function FabBlock(_input: BlockRenderProps<FabBlockProps>) {
  return null;
}
