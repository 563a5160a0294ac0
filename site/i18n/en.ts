/** English deployment (/en/, ltr). */
import type { ShellStrings } from './types.js';

export const en: ShellStrings = {
  brandName: 'Land Rover',
  skipToContent: 'Skip to main content',
  homeLinkLabel: 'Land Rover - home page',
  mainNavigationLabel: 'Main navigation',
  footerLabel: 'Site links',
  footerColumns: [
    {
      heading: 'Vehicles',
      links: [
        { label: 'Vehicles in stock', url: '/stock' },
        { label: 'Land Rover families', url: '/#families' },
      ],
    },
    {
      heading: 'Land Rover in Iraq',
      links: [
        { label: 'About us', url: '/about-us' },
        { label: 'Frequently asked questions', url: '/about-us#faq' },
        { label: 'Contact us', url: '/contact-us' },
      ],
    },
  ],
  socialHeading: 'Find us on social media',
  socialLinkLabel: (network) => `Land Rover on ${network}`,
  rightsNotice: '© {year} Land Rover. All rights reserved.',
  notFound: {
    title: 'Page not found',
    intro: 'Sorry, the page you are looking for does not exist or has moved.',
    causesHeading: 'This may be because of one of these:',
    causes: [
      'A technical error occurred.',
      'The page was removed in a redesign of the site.',
      'The link no longer works.',
      'The page address (URL) was typed incorrectly.',
    ],
    actionsHeading: 'You can:',
    goHome: 'Go back to the home page',
    goBack: "Go back to the previous page with your browser's back button",
    retypeUrl: 'Retype the page address carefully',
  },
  errorPageFailed: 'An error occurred while showing the error page',
  busy: { title: 'We are very busy right now', text: 'Please try again in a few seconds.' },
  backToHome: 'Go back to home',
  stockLocatorNoScript: 'To search the vehicles in stock, please turn on JavaScript in your browser.',
  carouselLabel: 'Carousel',
};
