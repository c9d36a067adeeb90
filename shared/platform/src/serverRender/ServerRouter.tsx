// The router of a server render: the request's address, with /ar as the basename on Arabic pages (as LanguageRouter
// does in the browser), so routes and links render the same on both sides.
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { ARABIC_PATH_PREFIX, languageOfPath } from '../i18n/languages';

export function ServerRouter({ url, children }: { url: string; children: ReactNode }) {
  const basename = languageOfPath(new URL(url, 'http://page').pathname) === 'ar' ? ARABIC_PATH_PREFIX : '/';
  return (
    <StaticRouter location={url} basename={basename}>
      {children}
    </StaticRouter>
  );
}
