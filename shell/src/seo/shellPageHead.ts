// The heads the shell gives: its own pages' (title and description from the shell's messages, section seo), the
// 404 page's (not indexed), and a default for a remote page that exports no head of its own (its part's tab title;
// private parts not indexed). Server-safe: messages come through the request's i18next, no DOM, no React.
import { SITE_NAME, type PageHead, type ServerPageContext } from '@kemet/platform/server-render';
import type { RemotePartName } from '../app/remoteRoutes';
import type { ShellPageName } from '../app/shellRoutes';

export type ShellHeadRoute = { page: ShellPageName } | { part: RemotePartName } | 'not-found';

/** Parts behind sign-in, payment or a provider key: nothing a search result should lead to. */
export const NOINDEX_PARTS: ReadonlySet<RemotePartName> = new Set([
  'signIn',
  'forgotPassword',
  'resetPassword',
  'account',
  'payment',
  'success',
  'bookings',
  'ticket',
  'gate',
]);

const titled = (title: string) => `${title} · ${SITE_NAME}`;

export function shellPageHead(route: ShellHeadRoute, ctx: Pick<ServerPageContext, 'i18n' | 'language'>): PageHead {
  const t = ctx.i18n.getFixedT(ctx.language, 'shell');
  if (route === 'not-found') return { title: titled(t('notFound.title')), description: t('seo.notFound.description'), noindex: true };
  if ('page' in route) {
    const head: PageHead = { title: titled(t(`seo.${route.page}.title`)), description: t(`seo.${route.page}.description`) };
    // / and /home are one page, indexed as /home: a canonical pointing at the site's root from another address reads
    // to crawlers as "this is only the home page" (Lighthouse's canonical audit refuses it on /home).
    return route.page === 'home' ? { ...head, canonicalPath: '/home' } : head;
  }
  return {
    title: titled(t(`remotes.${route.part}.title`)),
    description: t('seo.remote'),
    ...(NOINDEX_PARTS.has(route.part) && { noindex: true }),
  };
}
