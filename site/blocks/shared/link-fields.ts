/** Field definitions shared by several templates. */
import type { Field } from '../types.js';
import { HEADING_LEVEL_OPTIONS } from './heading.js';

export const headingLevelField = (label = 'Heading level'): Field => ({ label, type: 'select', options: HEADING_LEVEL_OPTIONS });

export const linkField = (label = 'Link button'): Field => ({ label, type: 'link' });

export const emptyLink = { link_text: '', url: '', type: 'internal', target: '_self', ui_type: 'primary', size: 'medium' };
