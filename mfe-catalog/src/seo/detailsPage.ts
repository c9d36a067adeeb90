// The server hooks of the event and tour details pages: prefetch puts the experience in the request's query cache under
// the page's own query (experienceQuery), so the page renders from it and the browser does not ask again; head gives
// its title, description, preview image and JSON-LD. The day's exchange rates (the prices' useMoney) come with it.
import type { Availability, Experience } from '@kemet/contract';
import { experienceKeys } from '@kemet/platform';
import {
  experienceAvailabilityQuery,
  experienceQuery,
  fxRatesQuery,
  isMissingExperience,
  recordIdOfUrlId,
} from '@kemet/platform/query';
import { absoluteUrl, type PageHead, type PrefetchResult, type ServerPageContext } from '@kemet/platform/server-render';
import { pathInLanguage } from '@kemet/platform/i18n/languages';
import { cairoDayOf } from '@kemet/ui/cairo-time';
import { detailsPathOf } from '../details/detailsPath';
import { metaDescription, pageTitle } from './describe';
import { eventJsonLd, tourJsonLd, type SessionFacts } from './experienceJsonLd';
import { previewImageOf } from './previewImage';
import { reviewChoiceOf } from '../details/reviews/reviewChoice';
import { reviewsQuery } from '../details/reviews/reviewsQuery';
import type { ReviewPage } from '@kemet/contract';

type Kind = 'event' | 'tour';

/** The one day of sessions around the experience's start: its end and status, which the experience does not carry. */
const sessionDay = (experience: Experience) => {
  const day = cairoDayOf(experience.startsAt);
  return experienceAvailabilityQuery(experience.id, { from: day, to: day });
};

/** The details page of `kind` at ctx's id: found, not found, or moved to the address of the experience's own kind. */
export const prefetchDetails =
  (kind: Kind) =>
  async (ctx: ServerPageContext): Promise<PrefetchResult> => {
    const urlId = ctx.params.eventId;
    const recordId = recordIdOfUrlId(urlId);
    if (recordId === null) return 'not-found';
    let experience: Experience;
    try {
      experience = await ctx.queryClient.fetchQuery(experienceQuery(recordId));
    } catch (error) {
      if (!isMissingExperience(error)) throw error;
      // The browser hydrates the not-found page from it (useExperienceAt).
      ctx.queryClient.setQueryData(experienceKeys.missing(recordId), true);
      return 'not-found';
    }
    if (experience.kind !== kind) return { movedTo: detailsPathOf(experience.kind, urlId!) };
    return prefetchAround(ctx, experience);
  };

async function prefetchAround(ctx: ServerPageContext, experience: Experience): Promise<PrefetchResult> {
  // Only the structured data's end date and status need it: without it the page is whole.
  await Promise.all([
    ctx.queryClient.prefetchQuery(sessionDay(experience)),
    ctx.queryClient.prefetchQuery(fxRatesQuery()),
    // The page of reviews the address names, rendered with the page; its first page also feeds the JSON-LD.
    ctx.queryClient.prefetchQuery(reviewsQuery(experience.id, reviewChoiceOf(ctx.search))),
  ]);
  return 'found';
}

function sessionFacts(ctx: ServerPageContext, experience: Experience): SessionFacts {
  const availability = ctx.queryClient.getQueryData<Availability>(sessionDay(experience).queryKey);
  const starts = Date.parse(experience.startsAt);
  const session = availability?.days.flatMap((day) => day.sessions).find((s) => Date.parse(s.startsAt) === starts);
  return session ? { endsAt: session.endsAt, cancelled: session.status === 'cancelled' } : {};
}

export function detailsHead(kind: Kind, ctx: ServerPageContext): PageHead {
  const recordId = recordIdOfUrlId(ctx.params.eventId);
  const experience =
    recordId === null ? undefined : ctx.queryClient.getQueryData<Experience>(experienceQuery(recordId).queryKey);
  if (!experience) {
    // Prefetch answered not-found (or failed): the server shows the not-found page, which no one should index.
    const t = ctx.i18n.getFixedT(ctx.language, 'catalog');
    return {
      title: pageTitle(t(kind === 'event' ? 'seo.notFoundEvent' : 'seo.notFoundTour')),
      description: t(kind === 'event' ? 'details.notFoundEvent' : 'details.notFoundTour'),
      noindex: true,
    };
  }
  const page = {
    origin: ctx.origin,
    language: ctx.language,
    url: absoluteUrl(ctx.origin, pathInLanguage(ctx.path, ctx.language)),
  };
  const session = sessionFacts(ctx, experience);
  const reviews = ctx.queryClient.getQueryData<ReviewPage>(
    reviewsQuery(experience.id, reviewChoiceOf(ctx.search)).queryKey,
  );
  return {
    title: pageTitle(experience.name),
    description: metaDescription(experience.description),
    image: previewImageOf(experience),
    ogType: 'article',
    jsonLd: [
      kind === 'event'
        ? eventJsonLd(experience, session, page, reviews)
        : tourJsonLd(experience, session, page, reviews),
    ],
  };
}
