/** Whether a page shows finance figures (a finance calculator block or an accordion with finance content), so the server loads the price settings. */
import type { PageBlock } from '../../../domain/page.js';

export function pageShowsFinance(blocks: readonly PageBlock[]): boolean {
  return blocks.some(
    (block) =>
      block.template === 'finance_calculator' ||
      (block.template === 'accordion' &&
        Array.isArray(block.props.items) &&
        block.props.items.some((item: unknown) => {
          const kind = (item as { content_type?: unknown } | null)?.content_type;
          return kind === 'calculator' || kind === 'finance_options_table';
        })),
  );
}
