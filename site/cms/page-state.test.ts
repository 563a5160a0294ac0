import { describe, expect, it } from 'vitest';
import { editorStrings } from '../editor-kit/editor-i18n.js';
import { pageState } from './page-tree.js';

const en = editorStrings('en');
const base = { state: 'published' as const, has_draft: false, publish_at: null, unpublish_at: null };

describe('pageState', () => {
  it('still says a scheduled page is published (a schedule changes nothing until it runs)', () => {
    expect(pageState({ ...base, unpublish_at: '2030-01-01T00:00:00Z' }, en)).toBe('Published · Scheduled');
    expect(pageState({ ...base, has_draft: true, publish_at: '2030-01-01T00:00:00Z' }, en)).toBe('Published · Draft · Scheduled');
  });

  it('says a page is not published, with its draft and schedule', () => {
    expect(pageState({ ...base, state: 'unpublished' as const }, en)).toBe('Not published');
    expect(pageState({ ...base, state: 'unpublished' as const, has_draft: true, publish_at: '2030-01-01T00:00:00Z' }, en)).toBe(
      'Not published · Draft · Scheduled',
    );
    expect(pageState({ ...base, has_draft: true }, editorStrings('ku'))).toBe('بڵاوکراوەتەوە · ڕەشنووس');
  });
});
