// The search box is a GET form that works before the page's code, and keeps what was typed before the code was live.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@kemet/platform';
import { SearchBox } from './SearchBox';

const box = (onSearch = jest.fn()) => (
  <MemoryRouter initialEntries={['/events?sort=name']}>
    <SearchBox
      value=""
      onSearch={onSearch}
      label="Search events"
      keep={new URLSearchParams({ sort: 'name', map: 'off' })}
    />
  </MemoryRouter>
);

it('sends q and the rest of the list state to the page itself, without the page code', () => {
  render(box());
  const form = screen.getByRole<HTMLFormElement>('search', { name: 'Search events' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/events');
  expect(Object.fromEntries(new FormData(form))).toEqual({ sort: 'name', map: 'off', q: '' });
});

it('keeps keywords typed before the page was live, and searches them', async () => {
  const onSearch = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(box(onSearch));
  document.body.append(container);
  // Typed while the page was still only HTML: no React handler saw it.
  (container.querySelector('input[name=q]') as HTMLInputElement).value = 'balloon';

  await act(async () => void hydrateRoot(container, box(onSearch)));

  expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('balloon');
  // The box's state holds the text too: the search sends it, and no later render wipes it.
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenCalledWith('balloon');
  expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('balloon');
  container.remove();
});
