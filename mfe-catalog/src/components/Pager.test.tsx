import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pagerWindow } from './Pager';

describe('Pager', () => {
  it('shows the current page plus or minus one, never outside 1..total', () => {
    expect(pagerWindow(1, 5)).toEqual([1, 2]);
    expect(pagerWindow(3, 5)).toEqual([2, 3, 4]);
    expect(pagerWindow(5, 5)).toEqual([4, 5]);
  });

  it('marks the current page and moves with previous / next', async () => {
    const onChange = jest.fn();
    render(<Pager page={3} totalPages={5} onChange={onChange} label="Events pages" />);
    expect(screen.getByRole('button', { name: 'Page 3 of 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d of 5$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4']);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await userEvent.click(screen.getByRole('button', { name: /previous/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4 of 5' }));
    expect(onChange.mock.calls).toEqual([[4], [2], [4]]);
  });

  it('ignores a page change outside 1..total', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pager page={1} totalPages={2} onChange={onChange} label="Events pages" />);
    expect(screen.getByRole('button', { name: /previous/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: /previous/i }));
    rerender(<Pager page={2} totalPages={2} onChange={onChange} label="Events pages" />);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is not shown for a single page', () => {
    render(<Pager page={1} totalPages={1} onChange={jest.fn()} label="Events pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
