/**
 * Seat slider (catalogue: counter default 1200): seating layouts as slides, with the figure
 * (e.g. litres of load space) shown large beside them.
 */
import { textField, numberField, headedGroups } from '../shared/catalogue-fields.js';
import { emptySlide, slideFields, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface SeatSliderProps extends HeadedBlockProps {
  counter: number;
  counter_unit: string;
  counter_label: string;
  slides: Slide[];
}

export const SEAT_SLIDER_COUNTER_DEFAULT = 1200;
export const SEAT_SLIDER_MAX = 10;

export const seatSliderTemplate: BlockTemplate<SeatSliderProps> = {
  key: 'seat_slider',
  name: 'Seat slider',
  description: 'Seating layouts as slides, with a large counter figure.',
  group: 'Carousels',
  short_description: 'Seating layouts with a large figure.',
  area: 'content',
  list_priority: 53,
  thumbnail: THUMBNAILS.carousel,
  ...headedGroups('slides', 'Seating layouts', SEAT_SLIDER_MAX, emptySlide(), slideFields(), {
    fields: { counter: numberField('Counter', 0), counter_unit: textField('Counter unit'), counter_label: textField('Counter label') },
    defaults: { counter: SEAT_SLIDER_COUNTER_DEFAULT, counter_unit: '', counter_label: '' },
  }),
};
