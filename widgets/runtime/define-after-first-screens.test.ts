import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAfterFirstScreens } from './define-after-first-screens.js';

/** Stand-ins for elements of the tag: `drawn` says whether the server drew a first screen into it. */
function elements(...items: { lang: string; drawn: boolean }[]) {
  const list = items.map((item) => ({ drawn: item.drawn, getAttribute: (name: string) => (name === 'lang' ? item.lang : null) }));
  vi.stubGlobal('document', { querySelectorAll: () => list });
}

const isDrawn = (element: Element) => (element as unknown as { drawn: boolean }).drawn;

describe('defineAfterFirstScreens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defines at once where the server drew nothing (a retailer page), loading nothing', () => {
    elements({ lang: 'ku', drawn: false });
    const define = vi.fn();
    const load = vi.fn(async () => undefined);
    defineAfterFirstScreens({ tag: 'lrdx-x', define, drawn: isDrawn, load: [load] });
    expect(define).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('defines only after every load of every drawn element, a failed one included', async () => {
    elements({ lang: 'ar', drawn: true }, { lang: 'en', drawn: false }, { lang: 'nope', drawn: true });
    const define = vi.fn();
    let finishTexts: () => void = () => undefined;
    const texts = vi.fn((language: string) =>
      language === 'ar' ? new Promise<void>((resolve) => (finishTexts = resolve)) : Promise.reject(new Error('offline')),
    );
    const phrases = vi.fn(async () => undefined);
    defineAfterFirstScreens({ tag: 'lrdx-x', define, drawn: isDrawn, load: [texts, phrases] });
    // An unknown lang attribute falls back to Kurdish, as the widget itself reads it.
    expect(texts.mock.calls.map(([language]) => language)).toEqual(['ar', 'ku']);
    expect(phrases).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(define).not.toHaveBeenCalled();
    finishTexts();
    await vi.waitFor(() => expect(define).toHaveBeenCalledTimes(1));
  });
});
