// A part that hydrates on intent: the server's HTML stays as it is, with no code loaded, until the visitor points at
// it, touches or focuses it, or presses anything on the page; then its code loads and React takes the HTML over.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { RemoteComponent } from './RemoteComponent';
import { arrivedRemoteModule, loadRemoteModule } from './remoteLoader';
import { setServerRenderedParts } from './serverRenderedParts';
import { preferences } from '../i18n/preferences';
import { createQueryClient } from '../query/createQueryClient';
import { loadQueryFrame, QueryProvider } from '../query/QueryProvider';

jest.mock('./remoteLoader', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  arrivedRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const arrived = jest.mocked(arrivedRemoteModule);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>Recent events</h2>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

const part = (
  <QueryProvider client={createQueryClient()}>
    <RemoteComponent remote="catalog" module="Counter" label="recent events" hydrateOnIntent />
  </QueryProvider>
);
let root: Root | undefined;
const recoverable = jest.fn();

/** The page as the browser receives it (the part rendered by the server), then hydrated. */
async function hydrateServerPage(serverParts: string[]) {
  arrived.mockReturnValue({ default: Counter });
  const container = document.createElement('div');
  container.innerHTML = renderToString(part);
  document.body.append(container);
  arrived.mockReturnValue(undefined);
  setServerRenderedParts(serverParts);
  await act(async () => {
    root = hydrateRoot(container, part, { onRecoverableError: recoverable });
  });
  return container;
}

// The server renders with TanStack Query's provider at hand (the browser loads it with the part).
beforeAll(() => loadQueryFrame());
beforeEach(() => {
  load.mockReset().mockResolvedValue({ default: Counter });
  recoverable.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('keeps the server HTML and loads nothing until the visitor points at the part', async () => {
  const container = await hydrateServerPage(['catalog/Counter']);
  const html = container.innerHTML;
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
  expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();

  await act(async () => void fireEvent.pointerOver(screen.getByRole('heading', { name: 'Recent events' })));
  expect(load).toHaveBeenCalledWith('catalog', 'Counter');
  expect(container.innerHTML).toBe(html);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' })));
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  expect(recoverable).not.toHaveBeenCalled();
});

it('loads on a press anywhere on the page (a language switch re-renders every part)', async () => {
  await hydrateServerPage(['catalog/Counter']);
  await act(async () => void fireEvent.pointerDown(document.body));
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' })));
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
});

it('loads when the preferences change (another tab switched the currency): every part renders again', async () => {
  await hydrateServerPage(['catalog/Counter']);
  expect(load).not.toHaveBeenCalled();
  await act(async () => preferences.set({ chosenCurrency: 'EGP' }));
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads at once a part the server left to the browser', async () => {
  await hydrateServerPage([]);
  expect(load).toHaveBeenCalledWith('catalog', 'Counter');
});

it('waits for intent only in the mount that hydrates the server HTML: mounted again, the part loads at once', async () => {
  await hydrateServerPage(['catalog/Counter']);
  act(() => root?.unmount());
  render(part);
  expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
