/** Social network links of the footer, with small inline icons (no icon font, no image requests). */
import type { ReactNode } from 'react';

interface SocialNetwork {
  name: string;
  url: string;
  icon: ReactNode;
}

const NETWORKS: SocialNetwork[] = [
  {
    name: 'Facebook',
    url: 'https://www.facebook.com/landrover',
    icon: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z" />,
  },
  {
    name: 'Instagram',
    url: 'https://www.instagram.com/landrover',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.2" />
      </>
    ),
  },
  {
    name: 'YouTube',
    url: 'https://www.youtube.com/landrover',
    icon: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    ),
  },
  {
    name: 'X',
    url: 'https://x.com/landrover',
    icon: <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />,
  },
];

export function SocialLinks({ heading, labelFor }: { heading: string; labelFor: (network: string) => string }) {
  return (
    <div className="lrdx-footer__social">
      <p className="lrdx-footer__heading">{heading}</p>
      <ul className="lrdx-footer__social-list">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              className="lrdx-footer__social-link"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labelFor(network.name)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
                {network.icon}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
