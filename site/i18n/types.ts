/** Every string the site shell (layout, header, footer, not-found view, block fallbacks) shows. */
export interface FooterLinkText {
  label: string;
  /** Site path without the language segment ("/stock"), or an absolute URL. */
  url: string;
}

export interface ShellStrings {
  brandName: string;
  skipToContent: string;
  homeLinkLabel: string;
  mainNavigationLabel: string;
  footerLabel: string;
  footerColumns: { heading: string; links: FooterLinkText[] }[];
  socialHeading: string;
  socialLinkLabel: (network: string) => string;
  /** {year} is replaced with the current year. */
  rightsNotice: string;
  notFound: {
    title: string;
    intro: string;
    causesHeading: string;
    causes: string[];
    actionsHeading: string;
    goHome: string;
    goBack: string;
    retypeUrl: string;
  };
  errorPageFailed: string;
  /** The page an overloaded server answers with 503 (docs/load-shedding.md). */
  busy: { title: string; text: string };
  backToHome: string;
  stockLocatorNoScript: string;
  carouselLabel: string;
}
