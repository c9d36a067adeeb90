// The four social icons of the sign-in panel, decorative only, hidden from assistive technology.
import styles from './SocialIcons.module.css';

export function SocialIcons() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
          />
        </svg>
      </span>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="4" y="4" width="16" height="16" rx="4.5" />
          <circle cx="12" cy="12" r="3.6" />
          <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M5 9h3v10H5zM6.5 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5M10 9h2.9v1.4c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H10z"
          />
        </svg>
      </span>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M17.2 4h2.7l-5.9 6.8L21 20h-5.5l-4.3-5.6L6.3 20H3.6l6.3-7.2L3.3 4h5.6l3.9 5.1zm-1 14.4h1.5L8 5.5H6.4z"
          />
        </svg>
      </span>
    </div>
  );
}
