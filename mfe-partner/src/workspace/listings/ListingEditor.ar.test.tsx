import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@kemet/tooling/testing';
import ListingEditorPage from './ListingEditorPage';
import ListingsPage from './ListingsPage';
import { renderPage } from '../../testing/renderPage';
import { failure } from '../../testing/fakeService';
import { felucca, listingsService } from './testing/listingsService';

// Leaflet in jsdom takes seconds per render: the map has its own test (MeetingPointMap.test.tsx).
jest.mock('./MeetingPointMapLive', () => ({ __esModule: true, default: () => null }));

let service: ReturnType<typeof listingsService>;
beforeEach(() => inLanguage('ar'));
afterEach(async () => {
  service.restore();
  await inLanguage('en');
});

describe('listings in Arabic', () => {
  it('the editor says every field and its rule in Arabic, right to left', async () => {
    service = listingsService();
    const user = userEvent.setup();
    await renderPage(<ListingEditorPage />, { path: '/partner/listings/new' });
    await screen.findByRole('form', { name: 'قائمة جديدة' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'حفظ المسودة' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(4);
    expect(screen.getByText('اختر محافظة', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('الاسم (بالعربية)'), 'نخ');
    await user.tab();
    expect(await screen.findByText('يحتاج الاسم إلى ٣ أحرف على الأقل')).toBeInTheDocument();
    expect(within(screen.getByLabelText('المحافظة')).getByRole('option', { name: 'الأقصر' })).toHaveValue('Luxor');
    expect(screen.getByRole('button', { name: 'إرسال للمراجعة' })).toBeInTheDocument();
  });

  it('a picture the service refuses is said so in Arabic, and none is added', async () => {
    service = listingsService({
      refuse: {
        'POST /api/partner/listing-images': failure(
          415,
          'NOT_A_PICTURE',
          'This file is not a JPEG, PNG or WebP picture. Please choose a photo.',
        ),
      },
    });
    const user = userEvent.setup();
    await renderPage(<ListingEditorPage />, { path: '/partner/listings/:listingId', url: '/partner/listings/7' });
    await screen.findByRole('form', { name: /^تعديل القائمة/ });
    await user.upload(screen.getByLabelText('أضف صورة'), new File(['<html>'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('هذا الملف ليس صورة JPEG أو PNG أو WebP. يُرجى اختيار صورة.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('the list shows each listing’s state in Arabic', async () => {
    service = listingsService({ listings: [{ ...felucca, status: 'in_review' }] });
    await renderPage(<ListingsPage />, { path: '/partner/listings' });
    const list = await screen.findByRole('list', { name: 'القوائم' });
    expect(list).toHaveTextContent('قيد المراجعة');
    expect(list).toHaveTextContent('جولة');
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^فلوكة الشروققيد المراجعة/);
    expect(screen.getByRole('link', { name: 'تعديل فلوكة الشروق' })).toHaveAttribute('href', '/partner/listings/7');
    expect(screen.getByRole('link', { name: 'قائمة جديدة' })).toBeInTheDocument();
  });
});
