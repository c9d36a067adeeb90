// Kemet's four social profiles as icon links (our own simple glyphs), each with an accessible name.
import type { ReactNode } from 'react';
import { useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import styles from './Footer.module.css';

const glyph = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/kemet.travel',
    icon: glyph(
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z"
      />,
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/kemet.travel',
    icon: glyph(
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>,
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/kemet_travel',
    icon: glyph(
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 4l14 16M19 4L5 20" />,
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@kemet.travel',
    icon: glyph(
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path fill="currentColor" d="M10 9v6l5-3-5-3Z" />
      </>,
    ),
  },
];

export function SocialIcons() {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.social}>
      {SOCIAL_LINKS.map(({ name, href, icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.socialLink}
            aria-label={t('footer.social', { name })}
          >
            {icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
