// The header's language switch in the shell's own router: a link to the other language's page which, once live,
// changes the page's language and address in place, no reload.
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageRouter, Route, Routes } from '@kemet/platform';
import { inLanguage, withQueryClient } from '@kemet/tooling/testing';
import { SiteProvider } from '../app/site';
import { Header } from '../layout/Header';
import { publishedSite } from '../testing/publishedSite';

/** Holds what a reader typed: a reload or a remount would lose it. */
function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="draft" value={text} onChange={(event) => setText(event.target.value)} />;
}

afterEach(async () => {
  await inLanguage('en');
  window.history.replaceState(null, '', '/');
});

test('العربية turns the page Arabic at /ar/events, keeps what is on it, and English brings it back', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/events?when=today');
  render(
    withQueryClient(
      <LanguageRouter>
        <SiteProvider site={publishedSite()}>
          <Header />
          <Routes>
            <Route path="events" element={<Draft />} />
          </Routes>
        </SiteProvider>
      </LanguageRouter>,
    ),
  );
  await user.type(screen.getByRole('textbox', { name: 'draft' }), 'Luxor');
  const draft = screen.getByRole('textbox', { name: 'draft' });

  // A link to the Arabic page (the server remembers the choice), for a click before the page is live.
  const arabic = screen.getByRole('link', { name: 'العربية' });
  expect(arabic).toHaveAttribute('href', '/ar/events?when=today&lang=ar');
  await user.click(arabic);

  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(window.location.pathname + window.location.search).toBe('/ar/events?when=today');
  const nav = screen.getByRole('navigation', { name: 'الرئيسية' });
  // Links keep their language: the router's basename follows the address in the same transition.
  await waitFor(() =>
    expect(within(nav).getByRole('link', { name: 'الفعاليات' })).toHaveAttribute('href', '/ar/events'),
  );
  expect(screen.getByRole('textbox', { name: 'draft' })).toBe(draft);
  expect(draft).toHaveValue('Luxor');

  const english = screen.getByRole('link', { name: 'English' });
  expect(english).toHaveAttribute('href', '/events?when=today&lang=en');
  await user.click(english);

  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  expect(window.location.pathname).toBe('/events');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events'));
  expect(draft).toHaveValue('Luxor');
});
