/**
 * A seeded page's own title as its one `<h1>` (a snippet block at heading level 1): pages made of
 * tools alone (quizzes, renting a car, finding a retailer) would otherwise have no top heading for
 * screen readers and search engines (docs/site-shell.md, "One h1 per page").
 */
export function pageTitleBlock(id: string, heading: string, paragraph = '') {
  return {
    id: `${id}-title`,
    template: 'snippet',
    props: { block_scroll_id: '', heading, heading_level: '1', paragraph, alignment: 'center' },
  };
}
