import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@kemet/platform';
import { renderAt } from '../testing/renderAt';
import { ScrollToTop } from './ScrollToTop';

const scrollTo = jest.spyOn(window, 'scrollTo');
beforeEach(() => scrollTo.mockClear());

function renderPages() {
  return renderAt(
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/events" element={<Link to="/tours">Tours</Link>} />
        <Route path="/tours" element={<Link to="/tours?page=2">Next page</Link>} />
      </Routes>
    </>,
    '/events',
  );
}

test('the page the browser loaded keeps where the visitor scrolled when it comes alive', () => {
  renderPages();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('another page starts at its top; another page of the same list does not jump', async () => {
  renderPages();
  await userEvent.click(screen.getByRole('link', { name: 'Tours' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  await act(() => userEvent.click(screen.getByRole('link', { name: 'Next page' })));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
