// Writing a review from My bookings: offered only for a booking whose ticket was checked in, the form's rules before
// anything is sent, the review sent with its scores and language, and the service's refusal shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { makeBooking, renderAt } from '@kemet/tooling/testing';
import { bookingsApi } from '../api/bookingsApi';
import { reviewsApi } from '../api/reviewsApi';
import BookingsPage from './BookingsPage';

jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));
jest.mock('../api/reviewsApi', () => ({ reviewsApi: { reviewable: jest.fn(), write: jest.fn() } }));
const listMine = jest.mocked(bookingsApi.listMine);
const reviewable = jest.mocked(reviewsApi.reviewable);
const write = jest.mocked(reviewsApi.write);

const went = makeBooking({ id: 1, reference: 'KMT-WENT11', createdAt: '2026-01-02T10:00:00.000Z' });
const reviewed = makeBooking({ id: 2, reference: 'KMT-DONE22', createdAt: '2026-01-01T10:00:00.000Z' });
const notYet = makeBooking({ id: 3, reference: 'KMT-SOON33', createdAt: '2025-12-01T10:00:00.000Z' });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  jest.clearAllMocks();
  listMine.mockResolvedValue({ items: [went, reviewed, notYet] });
  reviewable.mockResolvedValue({
    items: [
      { reference: 'KMT-WENT11', reviewId: null },
      { reference: 'KMT-DONE22', reviewId: 7 },
    ],
  });
});

const card = async (reference: string) => (await screen.findByText(reference)).closest('article') as HTMLElement;

describe('Write a review', () => {
  it('is offered only for a checked-in booking not yet reviewed', async () => {
    renderAt('/bookings', '/bookings', <BookingsPage />);
    expect(await within(await card('KMT-WENT11')).findByRole('button', { name: /Write a review/ })).toBeInTheDocument();
    expect(within(await card('KMT-DONE22')).getByText('You reviewed this booking')).toBeInTheDocument();
    expect(within(await card('KMT-DONE22')).queryByRole('button', { name: /Write a review/ })).toBeNull();
    expect(within(await card('KMT-SOON33')).queryByRole('button', { name: /Write a review/ })).toBeNull();
  });

  it('checks the rules, then publishes the scores, language and text', async () => {
    const user = userEvent.setup();
    write.mockResolvedValue({} as never);
    renderAt('/bookings', '/bookings', <BookingsPage />);
    await user.click(await within(await card('KMT-WENT11')).findByRole('button', { name: /Write a review/ }));
    const dialog = screen.getByRole('dialog', { name: /Review/ });
    expect(
      within(dialog).getByText('Only travellers whose ticket was scanned at the entrance can review'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findAllByText('Choose a score from 1 to 5')).toHaveLength(4);
    expect(within(dialog).getByText('Please write at least 20 characters')).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();

    for (const [legend, score] of [
      ['Overall', '5'],
      ['Guide', '4'],
      ['Organisation', '5'],
      ['Value for money', '3'],
    ] as const) {
      await user.click(
        within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: `${score} out of 5` }),
      );
    }
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language of your review' }), 'ar');
    const text = within(dialog).getByRole('textbox', { name: 'Your review' });
    await user.clear(text);
    await user.click(text);
    await user.paste('رحلة رائعة والمرشد يعرف كل نقش في المعبد');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(write).toHaveBeenCalledWith('KMT-WENT11', {
        overall: 5,
        guide: 4,
        organisation: 5,
        value: 3,
        language: 'ar',
        text: 'رحلة رائعة والمرشد يعرف كل نقش في المعبد',
      }),
    );
    expect(
      await screen.findByText(`Thank you. Your review of ${went.experience.name} is published.`),
    ).toBeInTheDocument();
  });

  it("shows the service's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    write.mockRejectedValue(new ApiError(409, 'REVIEW_EXISTS', 'You have already reviewed this booking.'));
    renderAt('/bookings', '/bookings', <BookingsPage />);
    await user.click(await within(await card('KMT-WENT11')).findByRole('button', { name: /Write a review/ }));
    const dialog = screen.getByRole('dialog', { name: /Review/ });
    for (const legend of ['Overall', 'Guide', 'Organisation', 'Value for money']) {
      await user.click(
        within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: '4 out of 5' }),
      );
    }
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your review' }),
      'A fine day on the Nile with a kind guide.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('You have already reviewed this booking.')).toBeInTheDocument();
  });
});
