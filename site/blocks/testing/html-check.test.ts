import { describe, expect, it } from 'vitest';
import { htmlProblems } from './html-check.js';

describe('htmlProblems', () => {
  it('accepts valid markup and names each kind of problem', () => {
    expect(htmlProblems('<section aria-label="x"><img src="a" alt="" width="1" height="1"><a href="/">x</a></section>')).toEqual([]);
    expect(htmlProblems('<p id="a"></p><p id="a"></p>')).toEqual(['duplicate id "a"']);
    expect(htmlProblems('<img src="a">')).toEqual(['img without alt', 'img without width/height']);
    expect(htmlProblems('<a href="/"><button type="button">x</button></a>')).toEqual(['<button> inside <a>']);
    expect(htmlProblems('<ul><div></div></ul>')).toEqual(['<div> inside <ul>']);
    expect(htmlProblems('<div role="region"></div>')).toEqual(['region without a label']);
    expect(htmlProblems('<p a="1" a="2"></p>')[0]).toMatch(/^parse error duplicate-attribute/);
  });
});
