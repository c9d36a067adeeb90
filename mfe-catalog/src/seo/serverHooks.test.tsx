// The catalogue's server hooks as the shell's server calls them: prefetch, then render from the same query client
// without asking the API again, then the head.
import { act, screen, within } from '@testing-library/react';
import { ApiError, i18n } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { inLanguage, makeAvailability, makeExperience, makePage, makeSession, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import * as EventDetailsModule from '../exposes/EventDetailsPage';
import * as EventsModule from '../exposes/EventsPage';
import * as RecentEventsModule from '../exposes/RecentEvents';
import * as TourDetailsModule from '../exposes/TourDetailsPage';
import * as ToursModule from '../exposes/ToursPage';
import { richResultProblems } from '../testing/richResults';
import { reviewsApi } from '../details/reviews/reviewsApi';
import { makeReview, makeReviewPage, noReviews } from '../details/reviews/reviewFixtures';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);
jest.mock('../details/reviews/reviewsApi', () => ({ reviewsApi: { page: jest.fn() } }));
const reviews = jest.mocked(reviewsApi);

function contextAt(url: string, params: Record<string, string> = {}, language: 'en' | 'ar' = 'en'): ServerPageContext {
  const { pathname, search } = new URL(url, 'https://kemet.example');
  return {
    params,
    path: pathname,
    search,
    language,
    origin: 'https://kemet.example',
    queryClient: createQueryClient(),
    i18n,
    renderedAt: Date.now(),
    party: null,
    currency: 'USD',
  };
}

const felucca = makeExperience({
  id: 6,
  name: 'Felucca Sunset',
  startsAt: '2099-01-15T15:00:00.000Z',
  description: 'Sail at dusk. '.repeat(20),
});

beforeEach(() => {
  jest.clearAllMocks();
  api.get.mockResolvedValue(felucca);
  api.availability.mockResolvedValue(
    makeAvailability({
      experienceId: 6,
      days: [
        {
          date: '2099-01-15',
          soldOut: false,
          sessions: [makeSession({ startsAt: '2099-01-15T15:00:00.000Z', endsAt: '2099-01-15T17:00:00.000Z' })],
        },
      ],
    }),
  );
  api.list.mockResolvedValue(makePage([makeExperience({ id: 1, name: 'Balloon over Luxor' })]));
  api.locations.mockResolvedValue([{ name: 'Luxor', label: 'Luxor', count: 3 }]);
  api.providers.mockResolvedValue([]);
  reviews.page.mockResolvedValue(noReviews());
});

describe('details pages', () => {
  it('prefetch fills the page query, so the page renders the experience without asking the API again', async () => {
    const ctx = contextAt('/eventdetails/5', { eventId: '5' });
    await expect(EventDetailsModule.prefetch(ctx)).resolves.toBe('found');
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith(6, expect.any(AbortSignal));
    // The session's day, for the end date in the structured data.
    expect(api.availability).toHaveBeenCalledWith(6, { from: '2099-01-15', to: '2099-01-15' }, expect.any(AbortSignal));

    // Lazy parts of the page settle inside act; the data is there from the first render.

    await act(
      async () =>
        void renderAt('/eventdetails/5', '/eventdetails/:eventId', <EventDetailsModule.default />, {
          client: ctx.queryClient,
        }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Felucca Sunset' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('renders the page of reviews the address names, and puts them in the JSON-LD', async () => {
    reviews.page.mockResolvedValue(makeReviewPage([makeReview()], { page: 2, totalPages: 2, total: 6 }));
    const ctx = contextAt('/eventdetails/5?reviewSort=helpful&reviewPage=2', { eventId: '5' });
    await EventDetailsModule.prefetch(ctx);
    expect(reviews.page).toHaveBeenCalledWith(6, { sort: 'helpful', page: 2 }, expect.any(AbortSignal));
    await act(
      async () =>
        void renderAt(
          '/eventdetails/5?reviewSort=helpful&reviewPage=2',
          '/eventdetails/:eventId',
          <EventDetailsModule.default />,
          {
            client: ctx.queryClient,
          },
        ),
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('article', { name: 'Review by Hannah B.' })).toBeInTheDocument();
    expect(reviews.page).toHaveBeenCalledTimes(1);
    const [data] = EventDetailsModule.head(ctx).jsonLd ?? [];
    expect(data).toMatchObject({
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      review: [{ reviewBody: makeReview().text }],
    });
    expect(richResultProblems(data)).toEqual([]);
  });

  it('head: title, a trimmed description, the raster preview and valid Event JSON-LD', async () => {
    const ctx = contextAt('/eventdetails/5', { eventId: '5' });
    await EventDetailsModule.prefetch(ctx);
    const head = EventDetailsModule.head(ctx);
    expect(head.title).toBe('Felucca Sunset · Kemet');
    expect(head.description.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/^Sail at dusk\. Sail at dusk\..*…$/);
    expect(head.image).toEqual({ url: '/api/media/a6.png', width: 1200, height: 630, alt: 'Felucca Sunset' });
    expect(head.noindex).toBeUndefined();
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'Event',
      url: 'https://kemet.example/eventdetails/5',
      endDate: '2099-01-15T19:00:00+02:00',
    });
    expect(richResultProblems(head.jsonLd?.[0])).toEqual([]);
  });

  it('a tour gives TouristTrip JSON-LD, with its Arabic URL on an Arabic page', async () => {
    api.get.mockResolvedValue({ ...felucca, kind: 'tour' });
    const ctx = contextAt('/toursdetails/5', { eventId: '5' }, 'ar');
    await expect(TourDetailsModule.prefetch(ctx)).resolves.toBe('found');
    const [data] = TourDetailsModule.head(ctx).jsonLd ?? [];
    expect(data).toMatchObject({ '@type': 'TouristTrip', url: 'https://kemet.example/ar/toursdetails/5' });
    expect(richResultProblems(data)).toEqual([]);
  });

  it('is not found for a malformed id, without asking the API', async () => {
    for (const eventId of ['abc', '-1', '1e3', '']) {
      await expect(EventDetailsModule.prefetch(contextAt(`/eventdetails/${eventId}`, { eventId }))).resolves.toBe(
        'not-found',
      );
    }
    expect(api.get).not.toHaveBeenCalled();
  });

  it('is not found when the API knows no such experience: a head that says so, not indexed', async () => {
    api.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such event.'));
    const ctx = contextAt('/eventdetails/999', { eventId: '999' });
    await expect(EventDetailsModule.prefetch(ctx)).resolves.toBe('not-found');
    expect(EventDetailsModule.head(ctx)).toMatchObject({ title: 'Event not found · Kemet', noindex: true });
    const tour = contextAt('/toursdetails/999', { eventId: '999' });
    await expect(TourDetailsModule.prefetch(tour)).resolves.toBe('not-found');
    expect(TourDetailsModule.head(tour)).toMatchObject({ title: 'Tour not found · Kemet', noindex: true });
  });

  it('the not-found page the server renders is the one the browser hydrates, which asks the API nothing', async () => {
    api.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such event.'));
    const ctx = contextAt('/eventdetails/999', { eventId: '999' });
    await EventDetailsModule.prefetch(ctx);
    api.get.mockClear();
    await act(
      async () =>
        void renderAt('/eventdetails/999', '/eventdetails/:eventId', <EventDetailsModule.default />, {
          client: ctx.queryClient,
        }),
    );
    expect(screen.getByRole('heading', { name: 'We could not find that event.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    expect(api.get).not.toHaveBeenCalled();
  });

  it("moves an experience asked for under the other kind's address to its own (the server answers 301)", async () => {
    api.get.mockResolvedValue({ ...felucca, kind: 'tour' });
    await expect(EventDetailsModule.prefetch(contextAt('/eventdetails/5', { eventId: '5' }))).resolves.toEqual({
      movedTo: '/toursdetails/5',
    });
    api.get.mockResolvedValue(felucca);
    await expect(TourDetailsModule.prefetch(contextAt('/toursdetails/5', { eventId: '5' }))).resolves.toEqual({
      movedTo: '/eventdetails/5',
    });
  });

  it('lets any other failure reach the server (which renders the part in the browser instead)', async () => {
    api.get.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again.'));
    await expect(EventDetailsModule.prefetch(contextAt('/eventdetails/5', { eventId: '5' }))).rejects.toThrow(
      'Try again.',
    );
  });

  it('still renders whole when the session day cannot be read: the JSON-LD has no end date', async () => {
    api.availability.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again.'));
    const ctx = contextAt('/eventdetails/5', { eventId: '5' });
    await expect(EventDetailsModule.prefetch(ctx)).resolves.toBe('found');
    expect(EventDetailsModule.head(ctx).jsonLd?.[0]).not.toHaveProperty('endDate');
  });
});

describe('lists', () => {
  it('/events with the map (the default): the events beside the map, rendered with their dates, prices and links', async () => {
    const ctx = contextAt('/events');
    await expect(EventsModule.prefetch(ctx)).resolves.toBe('found');
    expect(api.list).toHaveBeenCalledWith({ page: 1, pageSize: 6, sort: 'recent' }, expect.any(AbortSignal));

    await act(async () => void renderAt('/events', '/events', <EventsModule.default />, { client: ctx.queryClient }));
    const list = screen.getByRole('region', { name: 'Events on the map' });
    expect(within(list).getByRole('link', { name: 'Balloon over Luxor' })).toHaveAttribute('href', '/eventdetails/0');
    expect(list).toHaveTextContent(/\d{1,2} \w+ \d{4}/);
    expect(list).toHaveTextContent(/\$/);
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  it('/events with the cards and a location filter: the cards and the facet, rendered without asking again', async () => {
    const url = '/events?sort=location&location=Luxor&q=balloon&page=2&map=off';
    const ctx = contextAt(url);
    await EventsModule.prefetch(ctx);
    expect(api.list).toHaveBeenCalledWith(
      { page: 2, pageSize: 6, sort: 'location', q: 'balloon', location: 'Luxor', provider: undefined },
      expect.any(AbortSignal),
    );
    expect(api.locations).toHaveBeenCalledTimes(1);
    expect(api.providers).not.toHaveBeenCalled();

    // Lazy parts of the page settle inside act; the data is there from the first render.

    await act(async () => void renderAt(url, '/events', <EventsModule.default />, { client: ctx.queryClient }));
    expect(screen.getByRole('heading', { name: 'Balloon over Luxor' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Luxor (3)' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.locations).toHaveBeenCalledTimes(1);
  });

  it('/tours?page=2: that page of tours, rendered without asking again; its canonical keeps the page', async () => {
    const ctx = contextAt('/tours?page=2');
    await ToursModule.prefetch(ctx);
    expect(api.list).toHaveBeenCalledWith({ page: 2, pageSize: 3 }, expect.any(AbortSignal));
    // Lazy parts of the page settle inside act; the data is there from the first render.
    await act(
      async () => void renderAt('/tours?page=2', '/tours', <ToursModule.default />, { client: ctx.queryClient }),
    );
    expect(screen.getByRole('heading', { name: 'Balloon over Luxor' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(ToursModule.head(ctx)).toEqual({
      title: 'Tours in Egypt · Kemet',
      description: expect.stringContaining('Guided tours of Egypt'),
      canonicalPath: '/tours?page=2',
    });
  });

  it("home's Recent Events: the three featured events, rendered without asking again", async () => {
    const ctx = contextAt('/home');
    await RecentEventsModule.prefetch(ctx);
    expect(api.list).toHaveBeenCalledWith({ featured: 'event', pageSize: 3, sort: 'recent' }, expect.any(AbortSignal));
    // Lazy parts of the page settle inside act; the data is there from the first render.
    await act(async () => void renderAt('/home', '/home', <RecentEventsModule.default />, { client: ctx.queryClient }));
    expect(screen.getByRole('heading', { name: 'Balloon over Luxor' })).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  describe('in Arabic', () => {
    beforeEach(() => inLanguage('ar'));
    afterEach(() => inLanguage('en'));

    it('the lists are titled and described in Arabic', () => {
      expect(EventsModule.head(contextAt('/events?sort=name', {}, 'ar'))).toEqual({
        title: 'فعاليات في مصر · Kemet',
        description: expect.stringContaining('الأقصر'),
        canonicalPath: '/events',
      });
    });
  });
});
