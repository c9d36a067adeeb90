import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import { inLanguage, makeCheckinAnswer } from '@kemet/tooling/testing';
import GatePage from './GatePage';
import { renderPage } from '../testing/renderPage';
import { failure, fakeService } from '../testing/fakeService';
import { nour } from '../testing/users';

const NILE = { provider: { id: 2, name: 'Nile Valley Journeys' } };
const TOKEN = 'eyJhbGciOiJFZERTQSIsImtpZCI6ImsxIn0.eyJqdGkiOiJ0SzN2OVFtWjJ4THA4UndOIn0.c2lnbmF0dXJl';

let service: ReturnType<typeof fakeService>;
function serve(staff: boolean) {
  if (staff) authStore.signIn(nour);
  service = fakeService((request) => {
    if (request.path === '/api/providers/current') {
      return staff && !request.authorization
        ? { status: 200, body: { ...NILE, via: 'staff' } }
        : failure(401, 'UNAUTHENTICATED', 'A gate key or a staff session is needed');
    }
    if (request.path === '/api/checkins')
      return { status: 200, body: makeCheckinAnswer({ result: 'already_used', message: 'Already used' }) };
    return { status: 404 };
  });
}

beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  authStore.signOut();
  await inLanguage('en');
});

describe('GatePage in Arabic', () => {
  it('asks for the key in Arabic, the key typed left to right, and refuses a wrong one in Arabic', async () => {
    serve(false);
    const user = userEvent.setup();
    await renderPage(<GatePage />, { path: '/gate' });
    const form = await screen.findByRole('form', { name: 'إعداد هذه البوابة' });
    const key = within(form).getByLabelText('مفتاح البوابة');
    expect(key).toHaveAttribute('dir', 'ltr');
    await user.click(key);
    await user.tab();
    expect(within(form).getByText('أدخل مفتاح البوابة')).toBeInTheDocument();
    await user.type(key, 'kgk_wrong');
    await user.click(within(form).getByRole('button', { name: 'استخدم هذا المفتاح' }));
    expect(await within(form).findByText('هذا المفتاح غير صالح أو أُلغي.')).toBeInTheDocument();
  });

  it("names the provider isolated in the Arabic title, and shows the service's answer in Arabic", async () => {
    serve(true);
    const user = userEvent.setup();
    await renderPage(<GatePage />, { path: '/gate' });
    const title = await screen.findByRole('heading', { level: 1, name: 'فحص تذاكر Nile Valley Journeys' });
    expect(within(title).getByText('Nile Valley Journeys').tagName).toBe('BDI');
    const box = screen.getByRole('textbox', { name: 'رمز التذكرة' });
    expect(box).toHaveAttribute('dir', 'ltr');
    await user.click(box);
    await user.paste(TOKEN);
    await user.click(screen.getByRole('button', { name: 'افحص التذكرة' }));
    expect(
      await within(screen.getByRole('status', { name: 'النتيجة' })).findByText('مستخدمة من قبل'),
    ).toBeInTheDocument();
  });
});
