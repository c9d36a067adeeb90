import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@kemet/platform';
import { Pager, pagerWindow } from './Pager';

const pageTo = (page: number) => ({ search: `?page=${page}` });
const renderPager = (page: number, totalPages: number) =>
  render(
    <MemoryRouter initialEntries={['/events?map=off']}>
      <Pager page={page} totalPages={totalPages} to={pageTo} label="Events pages" />
    </MemoryRouter>,
  );

describe('Pager', () => {
  it('shows the current page plus or minus one, never outside 1..total', () => {
    expect(pagerWindow(1, 5)).toEqual([1, 2]);
    expect(pagerWindow(3, 5)).toEqual([2, 3, 4]);
    expect(pagerWindow(5, 5)).toEqual([4, 5]);
  });

  it('links each page, previous and next, so paging works before the page code does', () => {
    renderPager(3, 5);
    expect(screen.getByRole('link', { name: 'Page 3 of 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: /^Page \d of 5$/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/events?page=2',
      '/events?page=3',
      '/events?page=4',
    ]);
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/events?page=4');
    expect(screen.getByRole('link', { name: /previous/i })).toHaveAttribute('href', '/events?page=2');
  });

  it('leads nowhere before page 1 or after the last page', () => {
    renderPager(1, 2);
    const previous = screen.getByRole('link', { name: /previous/i });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/events?page=2');
  });

  it('is not shown for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
