import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from '../router';
import { i18n, useTranslation } from './i18n';
import { LanguageRouter } from './LanguageRouter';
import { preferences } from './preferences';
import { contentLanguage } from './contentLanguage';
import { switchLanguage } from './switchLanguage';

function Page() {
  const { t } = useTranslation('common');
  // The data on screen, as the service would answer it in the language asked for.
  const title = useQuery({
    queryKey: ['title'],
    queryFn: async () => (contentLanguage() === 'ar' ? 'شروق الشمس' : 'Sunrise'),
  });
  return (
    <main>
      <h1>{t('retry')}</h1>
      <p>{title.data}</p>
      <Link to="/tours">tours</Link>
    </main>
  );
}

async function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LanguageRouter>
        <Routes>
          <Route path="events" element={<Page />} />
        </Routes>
      </LanguageRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Sunrise');
  return client;
}

afterEach(async () => {
  await act(async () => {
    await switchLanguage('en', undefined, { remember: false });
  });
  preferences.set({ language: 'en' }, { remember: false });
  await i18n.changeLanguage('en');
});

describe('switching the language', () => {
  it('changes the words, the data, the address and the direction together, without leaving the page', async () => {
    const client = await mountAt('/events?location=Luxor');
    await act(async () => {
      await switchLanguage('ar', client, { remember: false });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('إعادة المحاولة');
    expect(screen.getByText('شروق الشمس')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/ar/events?location=Luxor');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // Links keep the language: the router's basename is /ar.
    expect(screen.getByRole('link', { name: 'tours' })).toHaveAttribute('href', '/ar/tours');
  });

  it('goes back to English at the same page', async () => {
    const client = await mountAt('/events');
    await act(async () => {
      await switchLanguage('ar', client, { remember: false });
    });
    await act(async () => {
      await switchLanguage('en', client, { remember: false });
    });
    expect(window.location.pathname).toBe('/events');
    expect(screen.getByRole('heading')).toHaveTextContent('Retry');
    expect(screen.getByText('Sunrise')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
