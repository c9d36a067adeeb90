// The heads the shell gives: its own pages' (title and description from the shell's messages, section seo), the
// 404 and "not available" pages' (not indexed), and a default for a remote page that exports no head of its own (the
// tab title its manifest gives; pages it marks noindex not indexed). Server-safe: messages come through the request's
// i18next, no DOM, no React.
import type { SiteRoute } from '@kemet/platform';
import { SITE_NAME, type PageHead, type ServerPageContext } from '@kemet/platform/server-render';
import type { ShellPageName } from '../app/shellRoutes';

export type ShellHeadRoute = { page: ShellPageName } | { route: SiteRoute } | 'not-found' | 'unavailable';

const titled = (title: string) => `${title} · ${SITE_NAME}`;

export function shellPageHead(route: ShellHeadRoute, ctx: Pick<ServerPageContext, 'i18n' | 'language'>): PageHead {
  const t = ctx.i18n.getFixedT(ctx.language, 'shell');
  if (route === 'not-found')
    return { title: titled(t('notFound.title')), description: t('seo.notFound.description'), noindex: true };
  if (route === 'unavailable')
    return { title: titled(t('unavailable.title')), description: t('unavailable.lead'), noindex: true };
  if ('page' in route) {
    const head: PageHead = {
      title: titled(t(`seo.${route.page}.title`)),
      description: t(`seo.${route.page}.description`),
    };
    // / and /home are one page, indexed as /home: a canonical pointing at the site's root from another address reads
    // to crawlers as "this is only the home page" (Lighthouse's canonical audit refuses it on /home).
    return route.page === 'home' ? { ...head, canonicalPath: '/home' } : head;
  }
  return {
    title: titled(route.route.title[ctx.language]),
    description: t('seo.remote'),
    ...(route.route.noindex && { noindex: true }),
  };
}
