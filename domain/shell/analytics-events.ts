/**
 * Which analytics event a link click is (the dataLayer events; docs/cookie-consent.md, "Analytics"): a click in the header's
 * navigation, in the footer, or on a link that leaves the site. Pure: the consent element decides
 * whether to push it at all (allowsAnalytics).
 */
export type AnalyticsEventName = 'header_nav_click' | 'footer_nav_click' | 'outbound_link_click';

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  link_text: string;
  link_url: string;
}

export interface LinkClick {
  /** Absolute URL the link leads to. */
  href: string;
  text: string;
  inHeader: boolean;
  inFooter: boolean;
  /** The page's own origin (location.origin). */
  origin: string;
}

/** Header and footer clicks name their place (even when the link leaves); other links only when they leave. */
export function analyticsEventForClick(click: LinkClick): AnalyticsEvent | null {
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const base = { link_text: click.text.replace(/\s+/g, ' ').trim(), link_url: url.href };
  if (click.inHeader) return { event: 'header_nav_click', ...base };
  if (click.inFooter) return { event: 'footer_nav_click', ...base };
  if (url.origin !== click.origin) return { event: 'outbound_link_click', ...base };
  return null;
}
