/**
 * What a widget element gets from a block's server render: its `lang` and its JSON attributes
 * (`config`, `texts`, `hidden-fields`…), read back from the HTML and parsed, so a render test checks
 * the JSON the element will read.
 */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

export function elementConfigIn(html: string, tag: string): { lang: string | undefined; config: Record<string, unknown> } {
  const match = new RegExp(`<${tag} class="${tag}" lang="(\\w+)" config="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no <${tag}> with a lang and a config in the rendered HTML`);
  return { lang: match[1], config: JSON.parse(unescapeAttribute(match[2] ?? '')) as Record<string, unknown> };
}

/** The first attribute `name` in the HTML, parsed as JSON; null when no element carries it. */
export function jsonAttributeIn(html: string, name: string): unknown {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(html);
  return match ? (JSON.parse(unescapeAttribute(match[1] ?? '')) as unknown) : null;
}
