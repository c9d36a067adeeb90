import { act, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { mountStandalone } from './mountStandalone';

function ClientProbe() {
  return <p>{useQueryClient() ? 'has a query client' : 'no client'}</p>;
}

function mountAt(path: string, pages: Parameters<typeof mountStandalone>[1]) {
  window.history.pushState({}, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  act(() => mountStandalone(container, pages));
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('shows the page routed at the current path, inside a query client', async () => {
  mountAt('/tours', {
    '/events': <h1>Events</h1>,
    '/tours': (
      <>
        <h1>Tours</h1>
        <ClientProbe />
      </>
    ),
  });
  expect(await screen.findByRole('heading', { name: 'Tours' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Events' })).toBeNull();
  expect(screen.getByText('has a query client')).toBeInTheDocument();
});

test('one element is shown at every path', async () => {
  mountAt('/anything/at/all', <h1>The map</h1>);
  expect(await screen.findByRole('heading', { name: 'The map' })).toBeInTheDocument();
});
