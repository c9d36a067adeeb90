// The home page's catalog sections in Arabic.
import { screen, within } from '@testing-library/react';
import { inLanguage, makeExperience, makePage, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { HomeToursSection } from './HomeToursSection';
import { RecentEventsSection } from './RecentEventsSection';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
const api = jest.mocked(experiencesApi);

beforeEach(async () => {
  await inLanguage('ar');
  api.list.mockResolvedValue(
    makePage(
      [1, 2, 3].map((id) => makeExperience({ id, locationLabel: 'الأقصر' })),
      1,
      3,
      3,
    ),
  );
});
afterEach(() => inLanguage('en'));

it('Recent Events and Tours speak Arabic, with Learn More on each card', async () => {
  renderAt(
    '/',
    '/',
    <>
      <RecentEventsSection />
      <HomeToursSection />
    </>,
  );
  const events = screen.getByRole('region', { name: 'أحدث الفعاليات' });
  expect(within(events).getByText('قريبًا')).toBeInTheDocument();
  const cards = await within(events).findAllByRole('article');
  expect(within(cards[0]!).getByRole('link', { name: /^اعرف المزيد: / })).toHaveAttribute('href', '/eventdetails/0');
  const tours = screen.getByRole('region', { name: 'الجولات' });
  expect(within(tours).getByText('بصحبة مرشدين محليين')).toBeInTheDocument();
  expect(within(tours).getByText('إجمالي الجولات').nextSibling).toHaveTextContent('٢٢١');
  expect(await within(tours).findAllByText('الأقصر')).toHaveLength(3);
});
