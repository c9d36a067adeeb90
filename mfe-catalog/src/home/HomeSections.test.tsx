import { render, screen, within } from '@testing-library/react';
import type { ExperienceQuery } from '@kemet/contract';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { MemoryRouter } from '@kemet/platform';
import { makeExperience, makePage, withQueryClient } from '@kemet/tooling/testing';
import { HomeToursSection } from './HomeToursSection';
import { RecentEventsSection } from './RecentEventsSection';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

beforeEach(() => {
  api.list.mockImplementation(async (query: ExperienceQuery = {}) => {
    const first = query.featured === 'event' ? 6 : 3;
    return makePage(
      [0, 1, 2].map((n) => makeExperience({ id: first + n, name: `${query.featured} ${first + n}` })),
      1,
      3,
    );
  });
});

describe('home sections', () => {
  it('Recent Events shows the three featured events with Learn More to their details', async () => {
    render(
      withQueryClient(
        <MemoryRouter>
          <RecentEventsSection />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Recent Events' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/eventdetails/5');
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ featured: 'event', pageSize: 3 }),
      expect.any(AbortSignal),
    );
  });

  it('Tours shows the stats strip and three featured tours with three images each', async () => {
    render(
      withQueryClient(
        <MemoryRouter>
          <HomeToursSection />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByText('221,212')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.querySelectorAll('img')).toHaveLength(3);
    expect(within(cards[2]!).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/toursdetails/4');
  });
});
