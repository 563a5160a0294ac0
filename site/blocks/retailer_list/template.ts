/**
 * Retailer list: every retailer with phone, address and opening hours, for a contact page. The
 * retailers are not props: the server reads them from the dealers table when a page holds this
 * block and hands them over in the render context (`ctx.retailers`, server/render/index.ts).
 */
import { headedBlockFields, longTextField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface RetailerListProps extends HeadedBlockProps {
  paragraph: string;
}

export const retailerListTemplate: BlockTemplate<RetailerListProps> = {
  key: 'retailer_list',
  name: 'Retailer list',
  description: 'Every retailer with its phone number, address and opening hours.',
  group: 'Retailers',
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
  },
  defaultProps: { block_scroll_id: 'retailers', heading: '', heading_level: '2', paragraph: '' },
};
