/**
 * News (catalogue): api_root, locale, date_locale, country, read_more, pagination_text (`%` stands
 * for the number of pages), publication_date, back_to_news, error_heading, error_message,
 * no_results_heading, no_results_message, background_color. Empty texts fall back to the site's
 * own words in the page language (texts.ts; read_more the blocks' shared/block-strings.ts).
 */
import {
  keyField,
  urlField,
  textField,
  headedBlockFields,
  headedBlockDefaults,
  selectField,
  longTextField,
  numberField,
} from '../shared/catalogue-fields.js';
import { cardRowShapes, thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { NEWS_PER_PAGE_DEFAULT } from './feed.js';

export interface NewsProps extends HeadedBlockProps {
  api_root: string;
  locale: string;
  date_locale: string;
  country: string;
  per_page: number;
  read_more: string;
  pagination_text: string;
  publication_date: string;
  back_to_news: string;
  error_heading: string;
  error_message: string;
  no_results_heading: string;
  no_results_message: string;
  background_color: string;
}

export const newsTemplate: BlockTemplate<NewsProps> = {
  key: 'news',
  name: 'News',
  description: 'The latest news from a news feed, with dates in the page language and pages of results.',
  short_description: 'News from a feed',
  group: 'Content',
  hidden: false,
  area: 'content',
  list_priority: 70,
  thumbnail: thumbnail([
    { kind: 'text', x: 10, y: 8, w: 50, h: 6 },
    ...cardRowShapes({ count: 3, x: 10, step: 48, y: 20, w: 44, h: 28, text: { inset: 0, y: 54, w: 38 } }),
    { kind: 'text', x: 66, y: 76, w: 28 },
  ]),
  fields: {
    ...headedBlockFields(),
    api_root: urlField('News feed URL (api_root)', 'https://'),
    locale: keyField('Feed locale', 'en'),
    date_locale: selectField('Date language', [
      ['', 'The page language'],
      ['ku', 'Kurdish (Sorani)'],
      ['ar', 'Arabic'],
      ['en', 'English'],
    ]),
    country: keyField('Country', 'iq'),
    per_page: numberField('News per page', 1, 24),
    read_more: textField('Read more text'),
    pagination_text: textField('Pagination text (% = number of pages)'),
    publication_date: textField('Publication date label'),
    back_to_news: textField('Back to news text'),
    error_heading: textField('Error heading'),
    error_message: longTextField('Error message'),
    no_results_heading: textField('No results heading'),
    no_results_message: longTextField('No results message'),
    background_color: selectField('Background colour', [
      ['white', 'White'],
      ['stone', 'Stone'],
      ['ink', 'Ink'],
    ]),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    api_root: '',
    locale: '',
    date_locale: '',
    country: '',
    per_page: NEWS_PER_PAGE_DEFAULT,
    read_more: '',
    pagination_text: '',
    publication_date: '',
    back_to_news: '',
    error_heading: '',
    error_message: '',
    no_results_heading: '',
    no_results_message: '',
    background_color: 'white',
  },
};
