// The site the remotes describe (composed from their manifests, @kemet/platform's composeSite) as the shell's pages
// read it: the server composes it for each page from the manifests it knows, the browser from the same manifests
// inlined in the page, so both render the same routes, header and home sections.
import { createContext, useContext, type ReactNode } from 'react';
import { composeSite, usePreferences, type Localized, type RuntimeConfig, type Site } from '@kemet/platform';
import { HOME_PATHS } from './shellRoutes';

const SiteContext = createContext<Site>(composeSite({}, HOME_PATHS));

export function siteOf(manifests: RuntimeConfig['manifests']): Site {
  return composeSite(manifests ?? {}, HOME_PATHS);
}

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): Site {
  return useContext(SiteContext);
}

/** A remote's text in the page's language. */
export function useLocalized(): (text: Localized) => string {
  const { language } = usePreferences();
  return (text) => text[language];
}
