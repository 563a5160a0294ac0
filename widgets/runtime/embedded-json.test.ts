import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedJsonText, hasEmbeddedJson } from './embedded-json.js';

/** Stand-ins for the DOM classes the reader tells apart (the unit layer runs in Node, without a DOM). */
class FakeElement {
  constructor(readonly scripts: Record<string, string>) {}
  querySelector(selector: string) {
    const attribute = /^:scope > script\[(.+)\]$/.exec(selector)?.[1] ?? '';
    return attribute in this.scripts ? { textContent: this.scripts[attribute] } : null;
  }
}
class FakeShadowRoot {
  constructor(readonly host: FakeElement) {}
}

function stubDom() {
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('ShadowRoot', FakeShadowRoot);
}

afterEach(() => vi.unstubAllGlobals());

describe('embedded JSON beside a server-drawn first screen', () => {
  it('reads the script from the element or from its shadow root', () => {
    stubDom();
    const element = new FakeElement({ 'data-first': '{"a":1}' });
    expect(embeddedJsonText(element, 'data-first')).toBe('{"a":1}');
    expect(embeddedJsonText(new FakeShadowRoot(element), 'data-first')).toBe('{"a":1}');
    expect(embeddedJsonText(element, 'data-other')).toBeUndefined();
  });

  it('reads nothing on the server, where there is no DOM, or from anything that is not an element', () => {
    expect(embeddedJsonText(new FakeElement({ 'data-first': '{}' }), 'data-first')).toBeUndefined();
    stubDom();
    expect(embeddedJsonText({}, 'data-first')).toBeUndefined();
  });

  it('tells whether the element holds the script', () => {
    const element = new FakeElement({ 'data-first': '' }) as unknown as Element;
    expect(hasEmbeddedJson(element, 'data-first')).toBe(true);
    expect(hasEmbeddedJson(element, 'data-other')).toBe(false);
  });
});
