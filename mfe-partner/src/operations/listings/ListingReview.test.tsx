import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from '@kemet/contract';
import OperationsPage from '../OperationsPage';
import { renderPage } from '../../testing/renderPage';
import { operationsService } from '../testing/operationsService';

let service: ReturnType<typeof operationsService>;
afterEach(() => service.restore());

const boat: Listing = {
  id: 21,
  status: 'in_review',
  version: 3,
  rejectionReason: null,
  kind: 'tour',
  nameEn: 'Sunrise felucca',
  nameAr: 'فلوكة الشروق',
  descriptionEn: 'Tea on board <script>alert(1)</script>',
  descriptionAr: 'شاي على المركب',
  whatToBringEn: '',
  whatToBringAr: '',
  governorate: 'Aswan',
  meetingPointEn: '',
  meetingPointAr: '',
  latitude: 24.09,
  longitude: 32.9,
  images: [`/api/media/uploads/${'c'.repeat(32)}.webp`],
  provider: { id: 4, name: 'Nile Valley Journeys' },
  updatedAt: '2026-11-28T10:00:00Z',
};

async function open() {
  service = operationsService({ listings: [boat, { ...boat, id: 22, nameEn: 'Karnak by night' }] });
  const user = userEvent.setup();
  await renderPage(<OperationsPage />, { path: '/operations' });
  const section = await screen.findByRole('region', { name: 'Listings in review' });
  await within(section).findByRole('list', { name: 'Listings in review' });
  return { user, section };
}

describe('listings in review on the operations page', () => {
  it('shows each listing as its partner wrote it, as text, with its pictures', async () => {
    const { section } = await open();
    const card = within(section).getByRole('article', { name: 'Sunrise felucca' });
    expect(card).toHaveTextContent('Tea on board <script>alert(1)</script>');
    expect(card).toHaveTextContent('Tour · Aswan · Nile Valley Journeys');
    expect(within(card).getByRole('img', { name: 'Picture 1 of Sunrise felucca' })).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('approves one: it leaves the list and the outcome is said', async () => {
    const { user, section } = await open();
    await user.click(within(section).getByRole('button', { name: 'Approve Sunrise felucca' }));
    expect(await within(section).findByText('Sunrise felucca is published.')).toBeInTheDocument();
    expect(within(section).queryByRole('article', { name: 'Sunrise felucca' })).toBeNull();
    expect(service.sent.some((r) => r.method === 'POST' && r.path === '/api/operations/listings/21/approval')).toBe(
      true,
    );
  });

  it('rejects one with a reason, which the rules require', async () => {
    const { user, section } = await open();
    await user.click(within(section).getByRole('button', { name: 'Reject Karnak by night' }));
    const reason = within(section).getByLabelText('Reason');
    const send = within(section).getByRole('button', { name: 'Send rejection' });
    expect(send).toBeDisabled();
    await user.type(reason, 'Please add the licence number.');
    await user.click(send);
    expect(
      await within(section).findByText('Karnak by night went back to its partner as a draft.'),
    ).toBeInTheDocument();
    const sent = service.sent.find((r) => r.path === '/api/operations/listings/22/rejection');
    expect(sent?.body).toEqual({ reason: 'Please add the licence number.' });
  });
});
