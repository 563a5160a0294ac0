/** Types of scripts/browser-bundles.mjs (plain JavaScript so rollup's config imports it as it is). */
export interface BrowserBundle {
  name: string;
  input: string;
  tags: string[];
  kind: 'widget' | 'site';
}
export declare function widgetBundles(root?: string): BrowserBundle[];
export declare function blockEnhancerBundles(root?: string): BrowserBundle[];
