import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import type { InvitationPreview } from '@kemet/contract';
import InvitationPage from './InvitationPage';
import { renderPage } from '../testing/renderPage';
import { failure, fakeService, type Reply } from '../testing/fakeService';

const TOKEN = 'q3Vb8n_Kx2LmPz0RtYw5sJd7HfGc9AeU1iOoNkMl4Ty';
const preview: InvitationPreview = {
  provider: { id: 4, name: 'Nile Valley Journeys' },
  email: 'layla@example.com',
  role: 'owner',
  expiresAt: '2026-12-04T10:00:00Z',
  accountExists: false,
};

let service: ReturnType<typeof fakeService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

async function open(invitation: Reply) {
  service = fakeService(() => invitation);
  const user = userEvent.setup();
  await renderPage(<InvitationPage />, { path: '/partner/invitation', url: `/partner/invitation?token=${TOKEN}` });
  return user;
}

describe('the invitation page in Arabic', () => {
  it('shows the invitation and its form in Arabic, the provider and address isolated, the rules in Arabic', async () => {
    const user = await open({ status: 200, body: preview });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'انضم إلى \u2068Nile Valley Journeys\u2069 على Kemet',
    );
    expect(screen.getByText('الدور').nextElementSibling).toHaveTextContent('مالك');
    expect(screen.getByText('layla@example.com').tagName).toBe('BDI');
    const form = screen.getByRole('form', { name: 'اختر اسمك وكلمة مرور لحسابك على Kemet.' });
    const password = within(form).getByLabelText('كلمة المرور');
    expect(password).toHaveAttribute('dir', 'ltr');
    await user.type(password, 'short');
    await user.tab();
    expect(password).toHaveAccessibleDescription('يجب ألا تقل كلمة المرور عن ٨ أحرف');
  });

  it('says in Arabic that an expired invitation is no longer valid', async () => {
    await open(failure(410, 'INVITATION_EXPIRED', 'This invitation has expired. Please ask for a new one.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'لم تعد هذه الدعوة صالحة' })).toBeInTheDocument();
    expect(screen.getByText('انتهت صلاحية هذه الدعوة. يُرجى طلب دعوة جديدة.')).toBeInTheDocument();
  });
});
