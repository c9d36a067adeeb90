// The payment page as the shell's server renders it and the browser takes it over: prefetch, the server's HTML (what
// is being bought, nothing of the account), then hydration from the handed-over cache, without a mismatch, the
// traveller's hold asked for only once the browser knows the account.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import {
  adoptPageState,
  ApiError,
  authStore,
  i18n,
  MemoryRouter,
  PAGE_STATE_ELEMENT_ID,
  RequireAuth,
  Route,
  Routes,
} from '@kemet/platform';
import { createQueryClient, fillFromPageState } from '@kemet/platform/query';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { pageStateOf, preferencesOfRequest, setRequestScopeReader } from '@kemet/platform/server-render/renderer';
import { makeAvailability, makeExperience, makeHold, withQueryClient } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { holdsApi } from '../api/holdsApi';
import * as PaymentModule from '../exposes/PaymentPage';
import { KARNAK, signInTraveller } from '../testing/paymentPage';

jest.mock('@kemet/platform/experiences-api', () => ({
  ...jest.requireActual('@kemet/platform/experiences-api'),
  experiencesApi: { get: jest.fn(), availability: jest.fn() },
}));
jest.mock('../api/holdsApi', () => ({ holdsApi: { create: jest.fn(), release: jest.fn() } }));

const getEvent = jest.mocked(experiencesApi.get);
const getAvailability = jest.mocked(experiencesApi.availability);
const createHold = jest.mocked(holdsApi.create);

/** 1 January 2099, 10:00 in Cairo: the server's render time. */
const RENDERED_AT = Date.parse('2099-01-01T08:00:00.000Z');
const TRAVELLER = { name: 'Nour Hassan', email: 'nour@example.com' };

function contextAt(eventId: string): ServerPageContext {
  const path = `/payment/${eventId}`;
  return {
    params: { eventId },
    path,
    search: '',
    language: 'en',
    origin: 'https://kemet.example',
    queryClient: createQueryClient(),
    i18n,
    renderedAt: RENDERED_AT,
    party: null,
    currency: 'USD',
  };
}

/** The shell's wiring of the route: its RequireAuth lets the page render before the account is known. */
function paymentRoute(client: QueryClient, url = '/payment/2') {
  return withQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/payment/:eventId"
          element={
            <RequireAuth serverRendered>
              <PaymentModule.default />
            </RequireAuth>
          }
        />
        <Route path="/signin" element={<p>Sign in page</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

/** The server's answer: the HTML, and the page state the browser adopts (as #kemet-page-state carries it). */
async function serverRender(eventId = '2') {
  const ctx = contextAt(eventId);
  const found = await PaymentModule.prefetch(ctx);
  // The request's scope, as the shell's server gives it while it renders (useNow reads its render time).
  setRequestScopeReader(() => ({
    preferences: preferencesOfRequest(ctx.path, undefined),
    apiOrigin: 'http://api',
    renderedAt: RENDERED_AT,
    viewer: { loggedIn: true, roles: [] },
    party: null,
  }));
  try {
    return {
      found,
      html: renderToString(paymentRoute(ctx.queryClient)),
      state: pageStateOf(ctx.queryClient, RENDERED_AT, ['checkout/PaymentPage']),
    };
  } finally {
    setRequestScopeReader(() => undefined);
  }
}

const hydrated: Root[] = [];

/** The browser: adopts the page state, then hydrates the server's HTML; returns the recoverable errors (mismatches). */
async function hydrateInBrowser({ html, state }: { html: string; state: unknown }) {
  const script = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: PAGE_STATE_ELEMENT_ID,
    textContent: JSON.stringify(state),
  });
  document.head.append(script);
  expect(adoptPageState()).toBe(true);
  const client = createQueryClient();
  fillFromPageState(client);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(
    async () =>
      void hydrated.push(
        hydrateRoot(container, paymentRoute(client), { onRecoverableError: (error) => mismatches.push(error) }),
      ),
  );
  script.remove();
  return mismatches;
}

beforeEach(() => {
  jest.clearAllMocks();
  // The browser's clock, a moment after the server rendered the page.
  jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 2_000);
  authStore.signOut();
  getEvent.mockResolvedValue(makeExperience({ ...KARNAK, startsAt: '2099-01-15T06:00:00.000Z' }));
  getAvailability.mockResolvedValue(makeAvailability());
  createHold.mockResolvedValue({ hold: makeHold() });
});

afterEach(() => {
  act(() => hydrated.splice(0).forEach((root) => root.unmount()));
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it("prefetch fills the page's queries: the experience, and its sessions from the server's render day", async () => {
  const ctx = contextAt('2');
  await expect(PaymentModule.prefetch(ctx)).resolves.toBe('found');
  expect(getEvent).toHaveBeenCalledWith(3, expect.any(AbortSignal));
  expect(getAvailability).toHaveBeenCalledWith(3, { from: '2099-01-01', to: '2099-04-01' }, expect.any(AbortSignal));
});

it("the server's HTML shows what is being bought, and nothing of the account, even when the store knows one", async () => {
  signInTraveller();
  const { found, html } = await serverRender();
  expect(found).toBe('found');
  const text = Object.assign(document.createElement('div'), { innerHTML: html }).textContent ?? '';
  expect(text).toContain('Checkout Your Order');
  expect(text).toContain('Sunrise over Karnak');
  expect(text).toContain('Foreign adult');
  expect(text).toContain('Foreign child (6-11)');
  expect(text).toContain('120$');
  expect(text).toContain('Proceed to payment');
  expect(html).not.toContain(TRAVELLER.name);
  expect(html).not.toContain(TRAVELLER.email);
  expect(html).not.toContain('UId-1');
  expect(createHold).not.toHaveBeenCalled();
});

it('the browser hydrates it without a mismatch or a second request, then holds the places once it knows the account', async () => {
  const server = await serverRender();
  signInTraveller();
  const mismatches = await hydrateInBrowser(server);
  expect(mismatches).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Sunrise over Karnak' })).toBeInTheDocument();
  await waitFor(() => expect(createHold).toHaveBeenCalledTimes(1));
  expect(getEvent).toHaveBeenCalledTimes(1);
  expect(getAvailability).toHaveBeenCalledTimes(1);
});

it('a visitor without an account is sent to sign in with the address they came with, and nothing is held', async () => {
  const server = await serverRender();
  const mismatches = await hydrateInBrowser(server);
  expect(mismatches).toEqual([]);
  expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  expect(createHold).not.toHaveBeenCalled();
});

it('is not found for a malformed id, without asking the API, and for an id the API does not know', async () => {
  for (const eventId of ['abc', '-1', ''])
    await expect(PaymentModule.prefetch(contextAt(eventId))).resolves.toBe('not-found');
  expect(getEvent).not.toHaveBeenCalled();
  getEvent.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such event.'));
  await expect(PaymentModule.prefetch(contextAt('999'))).resolves.toBe('not-found');
  expect(getAvailability).not.toHaveBeenCalled();
});

it('lets any other failure reach the server (which renders the page in the browser instead)', async () => {
  getEvent.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again.'));
  await expect(PaymentModule.prefetch(contextAt('2'))).rejects.toThrow('Try again.');
});
