/**
 * What a widget element gets from a block's server render: its `lang` and its `config` attribute,
 * read back from the HTML and parsed, so a render test checks the JSON the element will read.
 */
export function elementConfigIn(html: string, tag: string): { lang: string | undefined; config: Record<string, unknown> } {
  const match = new RegExp(`<${tag} class="${tag}" lang="(\\w+)" config="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no <${tag}> with a lang and a config in the rendered HTML`);
  const json = (match[2] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return { lang: match[1], config: JSON.parse(json) as Record<string, unknown> };
}
