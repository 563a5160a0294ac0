/**
 * The demo deployment's listing key: the listing the seed creates and the one pages, blocks and
 * widgets fall back to when none is named.
 */
export const DEMO_LIST_KEY = 'iraq';
