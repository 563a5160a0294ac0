import { describe, expect, it } from 'vitest';
import { cssLengthToPx, hashScrollTop, hashTargetId } from './hash-scroll.js';
import { forLanguage, textOr } from './localised.js';
import { videoSource } from './video-source.js';

const base = 'https://lr.example/ku/';

describe('video source', () => {
  it('turns YouTube links into the nocookie embed', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ', base)).toEqual({ kind: 'iframe', src: embed });
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', base)).toEqual({ kind: 'iframe', src: embed });
    expect(videoSource('https://youtube.com/embed/dQw4w9WgXcQ', base)).toEqual({ kind: 'iframe', src: embed });
  });

  it('plays video files in <video>, and nothing else', () => {
    expect(videoSource('/media/defender.mp4', base)).toEqual({ kind: 'video', src: 'https://lr.example/media/defender.mp4' });
    expect(videoSource('https://vimeo.com/123', base)).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>', base)).toBeNull();
    expect(videoSource('javascript:alert(1)', base)).toBeNull();
    expect(videoSource('', base)).toBeNull();
  });
});

describe('hash scrolling', () => {
  it('offsets by the header and never goes above the top', () => {
    expect(hashScrollTop(1000, [72, 40])).toBe(888);
    expect(hashScrollTop(30, [72])).toBe(0);
    expect(hashScrollTop(500, [Number.NaN, -5, 48])).toBe(452);
  });

  it('reads px and rem custom properties', () => {
    expect(cssLengthToPx('72px')).toBe(72);
    expect(cssLengthToPx(' 3rem ')).toBe(48);
    expect(cssLengthToPx('calc(1px + 2px)')).toBe(0);
  });

  it('decodes targets; a bare # is no target', () => {
    expect(hashTargetId('#a%20b')).toBe('a b');
    expect(hashTargetId('#')).toBeNull();
  });
});

describe('per-language settings', () => {
  it('picks the page language, or uses a value without language keys for all', () => {
    expect(forLanguage({ ku: 'سڵاو', en: 'Hello' }, 'en')).toBe('Hello');
    expect(forLanguage({ ku: 'سڵاو' }, 'ar')).toBeUndefined();
    expect(forLanguage({ title: 'x' }, 'ar')).toEqual({ title: 'x' });
    expect(textOr({ title: ' ' }, 'title', 'fallback')).toBe('fallback');
    expect(textOr({ title: 'T' }, 'title', 'fallback')).toBe('T');
  });
});
