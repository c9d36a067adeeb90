// The head of a page the shell owns, or of a remote page whose module gives none.
import type { PageHead, ServerPageContext } from '@kemet/platform';
import type { PageRoute } from './pageRoute';

const SIGNED_IN_OR_PRIVATE = new Set(['account', 'payment', 'success', 'bookings', 'ticket', 'gate', 'signIn', 'forgotPassword', 'resetPassword']);

export function shellHead(route: PageRoute, ctx: ServerPageContext): PageHead {
  const t = ctx.i18n.getFixedT(ctx.language, 'shell');
  const description = t('seo.siteDescription', {
    defaultValue: 'Kemet: events and tours across Egypt, run by trusted local partners. Browse on a map, book tickets in minutes.',
  });
  if (route.remoteRoute) {
    const part = route.remoteRoute.part;
    return { title: `${t(`remotes.${part}.title`)} · Kemet`, description, noindex: SIGNED_IN_OR_PRIVATE.has(part) };
  }
  return { title: 'Kemet', description, noindex: route.shellPage === 'notFound' };
}
