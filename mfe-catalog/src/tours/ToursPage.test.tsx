import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { currentUrl, makeExperience, makePage, renderAt } from '@kemet/tooling/testing';
import { ToursPage } from './ToursPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockImplementation(async (query = {}) => {
    const page = query.page ?? 1;
    return makePage(
      [1, 2, 3].map((n) => makeExperience({ id: (page - 1) * 3 + n, name: `Tour ${(page - 1) * 3 + n}` })),
      page,
      3,
      7,
    );
  });
});

describe('ToursPage', () => {
  it('shows the banner, the four statistic tiles and three tour cards per page', async () => {
    renderAt('/tours', '/tours', <ToursPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Take a look at our Tours' })).toBeInTheDocument();
    const tiles = [
      ['221', 'Total Tours'],
      ['221,212', 'Satisfied Tourists'],
      ['1,213', 'Talented Guides'],
      ['42', 'Partners'],
    ] as const;
    for (const [figure, label] of tiles) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(figure);
    }
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(api.list).toHaveBeenCalledWith({ page: 1, pageSize: 3, q: undefined }, expect.any(AbortSignal));
  });

  it('each card has Book, view, the provider website and the Trusted Partner tag', async () => {
    renderAt('/tours', '/tours', <ToursPage />);
    const card = (await screen.findAllByRole('article'))[1]!;
    expect(within(card).getByRole('link', { name: 'Book Tour 2' })).toHaveAttribute('href', '/payment/1');
    expect(within(card).getByRole('link', { name: 'view Tour 2' })).toHaveAttribute('href', '/toursdetails/1');
    const website = within(card).getByRole('link', { name: /nilehorizon\.example/ });
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Nile Horizon Tours')).toBeInTheDocument();
    expect(within(card).getByText('Trusted Partner')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Next photo of Tour 2' })).toBeInTheDocument();
  });

  it('a card slider steps through a GET form before the page code, and the server shows the chosen photo first', async () => {
    renderAt('/tours?page=2&photo=4-3', '/tours', <ToursPage />);
    const card = (await screen.findAllByRole('article'))[1]!;
    expect(within(card).getByText('3 / 3')).toBeInTheDocument();
    const next = within(card).getByRole('button', { name: 'Next photo of Tour 5' });
    expect(next).toHaveAttribute('type', 'submit');
    expect(next).toHaveAttribute('name', 'photo');
    expect(next).toHaveAttribute('value', '4-1');
    const form = next.closest('form')!;
    expect(form).toHaveAttribute('action', '/tours#photos-4');
    expect(Object.fromEntries(new FormData(form))).toEqual({ page: '2' });
    // Live, the step happens in place.
    await userEvent.click(next);
    expect(within(card).getByText('1 / 3')).toBeInTheDocument();
    expect(currentUrl(screen.getByTestId)).toBe('/tours?page=2&photo=4-3');
    expect(within(screen.getAllByRole('article')[0]!).getByText('1 / 3')).toBeInTheDocument();
  });

  it('pages with the pager, whose last page has no next', async () => {
    renderAt('/tours?page=3', '/tours', <ToursPage />);
    await screen.findAllByRole('article');
    expect(screen.getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(currentUrl(screen.getByTestId)).toBe('/tours?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2 of 3' }));
    expect(currentUrl(screen.getByTestId)).toBe('/tours?page=2');
  });
});
