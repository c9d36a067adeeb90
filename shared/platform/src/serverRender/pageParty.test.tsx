import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Party } from '@kemet/contract';
import { preferencesOfRequest } from '../i18n/preferencesStore';
import { adoptPageState, PAGE_STATE_ELEMENT_ID } from './pageState';
import { setPageParty, useRememberedParty } from './pageParty';
import { setRequestScopeReader } from './requestScope';

const family: Party = { adults: 2, children: 1, infants: 0, residency: 'foreign' };

function PartyProbe() {
  const party = useRememberedParty();
  return <output>{party ? `${party.adults} adults, ${party.children} children, ${party.residency}` : 'none'}</output>;
}

const onTheServer = (party: Party | null, render: () => string) => {
  setRequestScopeReader(() => ({
    preferences: preferencesOfRequest('/events', undefined),
    apiOrigin: 'http://api',
    renderedAt: Date.now(),
    viewer: { loggedIn: false, roles: [] },
    party,
  }));
  try {
    return render();
  } finally {
    setRequestScopeReader(() => undefined);
  }
};

afterEach(() => {
  setPageParty(null);
  document.cookie = 'kemet_party=; path=/; max-age=0';
  document.body.innerHTML = '';
});

test("the server renders the request's party, and nothing when the request remembers none", () => {
  expect(onTheServer(family, () => renderToString(<PartyProbe />))).toContain('2 adults, 1 children, foreign');
  expect(onTheServer(null, () => renderToString(<PartyProbe />))).toContain('none');
});

test('the browser hydrates against the party the page state carries, then follows the cookie', () => {
  const html = onTheServer(family, () => renderToString(<PartyProbe />));
  document.body.innerHTML = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${JSON.stringify({
    queries: { queries: [], mutations: [] },
    renderedAt: Date.now(),
    serverParts: [],
    party: family,
  })}</script><div id="root">${html}</div>`;
  expect(adoptPageState()).toBe(true);
  // A search shown in another tab since: the cookie is not what the server read.
  document.cookie = 'kemet_party=1.0.0.egyptian; path=/';
  const root = document.getElementById('root')!;
  const mismatches: unknown[] = [];
  act(() => void hydrateRoot(root, <PartyProbe />, { onRecoverableError: (error) => mismatches.push(error) }));
  expect(mismatches).toEqual([]);
  expect(root.textContent).toBe('1 adults, 0 children, egyptian');
});
