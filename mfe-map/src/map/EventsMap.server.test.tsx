// What the server writes for the map, and what the browser does with it: a picture of Egypt and the list of
// locations, with no Leaflet; hydrated without a mismatch, after which the live map takes the picture's place.
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { stubScreenWidth, withQueryClient } from '@kemet/tooling/testing';
import { stubFetch } from '../testing/fixtures';
import EventsMap from './EventsMap';

const page = () =>
  withQueryClient(
    <MemoryRouter>
      <EventsMap />
    </MemoryRouter>,
    createQueryClient(),
  );

beforeEach(() => {
  stubFetch();
  stubScreenWidth(1280);
});

it('writes a picture of the 27 governorates and their capitals, and the list of locations, without Leaflet', () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  const picture = within(container).getByRole('img', { name: 'Map of Egypt: its governorates and their capitals' });
  expect(picture.querySelectorAll('path')).toHaveLength(27);
  expect(picture.querySelectorAll('[title]')).toHaveLength(27);
  expect(within(picture).getByTitle('Luxor')).toBeInTheDocument();
  expect(within(container).getByRole('navigation', { name: 'Locations' }).querySelectorAll('a[href]')).toHaveLength(27);
  expect(container).toHaveTextContent('Boundaries: Natural Earth | Cities: SimpleMaps World Cities (CC BY 4.0)');
  expect(container.querySelector('.leaflet-container')).toBeNull();
  container.remove();
});

it('hydrates the picture without a mismatch, then shows the live map in its place', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  const recoverable = jest.fn();
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: recoverable });
  });
  const live = await screen.findByRole('region', { name: 'Map of Egypt with events and governorate capitals' });
  expect(await within(live).findAllByTitle('Luxor')).not.toHaveLength(0);
  expect(
    screen.queryByRole('img', { name: 'Map of Egypt: its governorates and their capitals' }),
  ).not.toBeInTheDocument();
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
