import type { ReactNode } from 'react';
import './share-links.css';

interface ShareSite {
  name: string;
  href: (url: string, title: string) => string;
  icon: ReactNode;
}

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** The four share sites. Behance has no share endpoint, so its link opens Behance itself. */
const SITES: readonly ShareSite[] = [
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: svg(
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
      />,
    ),
  },
  {
    name: 'Twitter',
    href: (url, title) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    icon: svg(
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        d="M5 4.5l14 15M19 4.5l-14 15"
      />,
    ),
  },
  {
    name: 'Linkedin',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    icon: svg(
      <>
        <circle cx="6.5" cy="6.5" r="1.8" fill="currentColor" />
        <rect x="5" y="9.5" width="3" height="9.5" fill="currentColor" />
        <path
          fill="currentColor"
          d="M10.5 9.5h2.9v1.4c.5-.9 1.6-1.7 3.2-1.7 2.6 0 3.4 1.7 3.4 4.1V19h-3v-5.1c0-1.2-.3-2-1.4-2-1.2 0-1.9.8-1.9 2.1v5h-3.2z"
        />
      </>,
    ),
  },
  {
    name: 'Behance',
    href: () => 'https://www.behance.net/',
    icon: svg(
      <>
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinejoin="round"
          d="M3 6h4.2c1.7 0 2.8.9 2.8 2.4 0 1.2-.8 2-1.9 2.2 1.4.2 2.3 1.1 2.3 2.5 0 1.8-1.3 2.9-3.2 2.9H3zM3 10.6h4.6"
        />
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          d="M14 13.4h7c0-2.2-1.4-3.8-3.5-3.8S14 11.2 14 13.4s1.4 3.7 3.5 3.7c1.3 0 2.3-.5 2.9-1.5M15 6.6h5"
        />
      </>,
    ),
  },
];

/** 'Share:' and a link per social site, each opening in a new tab with this page's address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="share-links">
      <span className="share-links__label">Share:</span>
      <ul className="share-links__list">
        {SITES.map((site) => (
          <li key={site.name}>
            <a
              className="share-links__link"
              href={site.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {site.icon}
              <span className="visually-hidden">{site.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
