// The buy box's steppers and the visit's party (the `kemet_party` cookie): a details page whose URL names no tickets
// shows the party's, in the server's HTML as in the browser; the URL's tickets, or the traveller's change, win.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { partyFromCookie } from '@kemet/contract';
import { i18n, MemoryRouter, Route, Routes } from '@kemet/platform';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { createQueryClient } from '@kemet/platform/query';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { preferencesOfRequest, setRequestScopeReader } from '@kemet/platform/server-render/renderer';
import {
  currentUrl,
  makeAvailability,
  makeExperience,
  makeQuote,
  renderAt,
  withQueryClient,
} from '@kemet/tooling/testing';
import { prefetchBuyBox } from './buyBoxServerHooks';
import { BuyBox } from './BuyBox';

jest.mock('@kemet/platform/experiences-api', () => ({
  experiencesApi: { get: jest.fn(), availability: jest.fn(), quote: jest.fn() },
}));
const api = jest.mocked(experiencesApi);

const FAMILY = 'kemet_party=2.1.0.foreign';
const experience = makeExperience({ id: 3, kind: 'event', startsAt: '2099-01-15T06:00:00.000Z' });
const box = <BuyBox experience={experience} action="event" />;
const tickets = (label: string) => screen.getByRole('status', { name: `${label} tickets` });

beforeEach(() => {
  jest.clearAllMocks();
  api.get.mockResolvedValue(experience);
  api.availability.mockResolvedValue(makeAvailability());
  api.quote.mockResolvedValue(makeQuote());
});
afterEach(() => {
  document.cookie = 'kemet_party=; path=/; max-age=0';
  document.body.innerHTML = '';
});

/** The box's HTML as the shell's server renders /eventdetails/2 on a request carrying `cookie`. */
async function serverHtml(search: string, cookie: string) {
  const ctx: ServerPageContext = {
    params: { eventId: '2' },
    path: '/eventdetails/2',
    search,
    language: 'en',
    origin: 'https://kemet.example',
    queryClient: createQueryClient(),
    i18n,
    renderedAt: Date.parse('2099-01-01T08:00:00.000Z'),
    party: partyFromCookie(cookie),
    currency: 'USD',
  };
  await prefetchBuyBox(ctx);
  setRequestScopeReader(() => ({
    preferences: preferencesOfRequest(ctx.path, undefined),
    apiOrigin: 'http://api',
    renderedAt: ctx.renderedAt,
    viewer: { loggedIn: false, roles: [] },
    party: ctx.party,
  }));
  try {
    document.body.innerHTML = renderToString(
      withQueryClient(
        <MemoryRouter initialEntries={[ctx.path + search]}>
          <Routes>
            <Route path="/eventdetails/:eventId" element={box} />
          </Routes>
        </MemoryRouter>,
        ctx.queryClient,
      ),
    );
  } finally {
    setRequestScopeReader(() => undefined);
  }
}

it('the server renders the visit’s party on the steppers when the URL names no tickets', async () => {
  await serverHtml('', FAMILY);
  expect(tickets('Foreign adult')).toHaveTextContent('2');
  expect(tickets('Foreign child (6-11)')).toHaveTextContent('1');
  expect(tickets('Infant (under 6)')).toHaveTextContent('0');
});

it('the server renders the URL’s tickets, and none when the visit remembers no party', async () => {
  await serverHtml('?tickets=7x1', FAMILY);
  expect(tickets('Foreign adult')).toHaveTextContent('1');
  expect(tickets('Foreign child (6-11)')).toHaveTextContent('0');
  await serverHtml('', 'lang=en');
  expect(tickets('Foreign adult')).toHaveTextContent('0');
});

it('an Egyptian party with no category of its own takes the tickets for anyone, else none', async () => {
  await serverHtml('', 'kemet_party=1.0.2.egyptian');
  // The fixture's adult and child are for visitors only: no adult's ticket for this party, so nothing is chosen.
  expect(tickets('Foreign adult')).toHaveTextContent('0');
  expect(tickets('Infant (under 6)')).toHaveTextContent('0');
});

it('in the browser, starts from the party, prices it, and a change of the traveller’s wins', async () => {
  document.cookie = `${FAMILY}; path=/`;
  renderAt('/eventdetails/2', '/eventdetails/:eventId', box);
  expect(await screen.findByRole('radio', { name: '08:00 12 left' })).toBeChecked();
  expect(tickets('Foreign adult')).toHaveTextContent('2');
  expect(tickets('Foreign child (6-11)')).toHaveTextContent('1');
  expect(api.quote).toHaveBeenCalledWith(
    {
      sessionId: 31,
      tickets: [
        { categoryId: 7, quantity: 2 },
        { categoryId: 8, quantity: 1 },
      ],
    },
    expect.anything(),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove one Foreign child (6-11)' }));
  expect(tickets('Foreign child (6-11)')).toHaveTextContent('0');
  expect(tickets('Foreign adult')).toHaveTextContent('2');
  expect(currentUrl(screen.getByTestId)).toBe('/eventdetails/2?tickets=7x2');
});
