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
  backToHome: string;
  stockLocatorNoScript: string;
  carouselLabel: string;
}
