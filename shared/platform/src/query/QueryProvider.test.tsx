import { act, render } from '@testing-library/react';
import type { User } from '@kemet/contract';
import { experienceKeys, myKeys } from '../api/queryKeys';
import { authStore } from '../auth/authStore';
import { createQueryClient } from './createQueryClient';
import { pageQueryClient, QueryProvider } from './QueryProvider';
import { dehydrate } from '@tanstack/react-query';
import { adoptPageState, PAGE_STATE_ELEMENT_ID } from '../serverRender/pageState';

const traveller = (UId: string) => ({ UId, fullName: 'Nour Hassan', email: `${UId}@example.com` }) as User;

afterEach(() => authStore.signOut());

describe('QueryProvider', () => {
  it("drops the traveller's own data, and only that, when the account on the page changes", () => {
    authStore.signIn(traveller('KMT-1'));
    const client = createQueryClient();
    render(
      <QueryProvider client={client}>
        <p>page</p>
      </QueryProvider>,
    );
    client.setQueryData(myKeys.bookings, [{ id: 1 }]);
    client.setQueryData(experienceKeys.detail(3), { id: 3 });

    act(() => authStore.signIn(traveller('KMT-1')));
    expect(client.getQueryData(myKeys.bookings)).toEqual([{ id: 1 }]);

    act(() => authStore.signOut());
    expect(client.getQueryData(myKeys.bookings)).toBeUndefined();
    expect(client.getQueryData(experienceKeys.detail(3))).toEqual({ id: 3 });

    client.setQueryData(myKeys.account, { UId: 'KMT-2' });
    act(() => authStore.signIn(traveller('KMT-2')));
    expect(client.getQueryData(myKeys.account)).toBeUndefined();
  });
});

describe("the browser page's client", () => {
  it('is made when first asked for, from the page state the server wrote, and is the same for every part', async () => {
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: PAGE_STATE_ELEMENT_ID,
      textContent: JSON.stringify({ queries: dehydrate(serverClient()), renderedAt: 0, serverParts: [] }),
    });
    document.head.append(script);
    expect(adoptPageState()).toBe(true);
    script.remove();
    const page = pageQueryClient();
    expect(page.current()).toBeUndefined();
    const client = await page.get();
    expect(page.current()).toBe(client);
    expect(await page.get()).toBe(client);
    expect(client.getQueryData(experienceKeys.detail(3))).toEqual({ id: 3 });
  });
});

function serverClient() {
  const client = createQueryClient();
  client.setQueryData(experienceKeys.detail(3), { id: 3 });
  return client;
}
