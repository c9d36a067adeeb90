// Sets the browser tab's title for the page being shown: "<page> · Kemet".
import { useEffect } from 'react';

export const SITE_NAME = 'Kemet';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/** The same, as an element: for routes whose page belongs to a remote (the remote may refine it). */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
