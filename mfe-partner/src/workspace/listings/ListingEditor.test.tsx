import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl } from '@kemet/tooling/testing';
import ListingEditorPage from './ListingEditorPage';
import ListingsPage from './ListingsPage';
import { renderPage } from '../../testing/renderPage';
import { failure } from '../../testing/fakeService';
import {
  felucca,
  listingsService,
  OTHER_PICTURE,
  PICTURE,
  type ListingsServiceOptions,
} from './testing/listingsService';

// Leaflet in jsdom takes seconds per render: the map has its own test (MeetingPointMap.test.tsx).
jest.mock('./MeetingPointMapLive', () => ({ __esModule: true, default: () => null }));

let service: ReturnType<typeof listingsService>;
afterEach(() => service.restore());

async function open(url: string, options?: ListingsServiceOptions) {
  service = listingsService(options);
  const user = userEvent.setup();
  const path = url.endsWith('/new') ? '/partner/listings/new' : '/partner/listings/:listingId';
  const page = await renderPage(<ListingEditorPage />, { path, url });
  // The first render of a file loads the page's modules: more than the default second on a busy machine.
  await screen.findByRole('form', { name: /listing/i });
  return { user, page };
}

const saves = () =>
  service.sent.filter((r) => r.method === 'PUT' || (r.method === 'POST' && r.path.endsWith('/listings')));

describe('the listing editor', () => {
  it('checks every field by the contract’s rules before sending anything, with each field’s words', async () => {
    const { user } = await open('/partner/listings/new');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Choose a governorate', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name (English)'), 'ab');
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '51.5');
    await user.tab();
    expect(await screen.findByText('A name needs at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a latitude inside Egypt, between 22 and 32')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('creates a draft with every field and opens it', async () => {
    const { user, page } = await open('/partner/listings/new');
    await user.selectOptions(screen.getByLabelText('Kind'), 'tour');
    await user.type(screen.getByLabelText('Name (English)'), 'Felucca at dawn');
    await user.type(screen.getByLabelText('Name (Arabic)'), 'فلوكة الفجر');
    await user.type(screen.getByLabelText('Description (English)'), 'Two hours on the river.');
    await user.type(screen.getByLabelText('Description (Arabic)'), 'ساعتان على النهر.');
    await user.selectOptions(screen.getByLabelText('Governorate'), 'Luxor');
    await user.upload(screen.getByLabelText('Add a picture'), new File(['png'], 'boat.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', OTHER_PICTURE);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Elsewhere');
    expect(currentUrl(page.getByTestId)).toBe('/partner/listings/101');
    expect(saves()[0]!.body).toMatchObject({
      kind: 'tour',
      nameEn: 'Felucca at dawn',
      nameAr: 'فلوكة الفجر',
      governorate: 'Luxor',
      latitude: 30.0444,
      images: [OTHER_PICTURE],
    });
  });

  it('a new listing sent straight for review needs a picture, then is created and submitted', async () => {
    const { user, page } = await open('/partner/listings/new');
    await user.type(screen.getByLabelText('Name (English)'), 'Karnak by night');
    await user.type(screen.getByLabelText('Name (Arabic)'), 'الكرنك ليلًا');
    await user.type(screen.getByLabelText('Description (English)'), 'Sound and light.');
    await user.type(screen.getByLabelText('Description (Arabic)'), 'الصوت والضوء.');
    await user.selectOptions(screen.getByLabelText('Governorate'), 'Luxor');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText('No picture yet. A listing needs at least one before it is submitted.', {
        selector: '[role="alert"] *',
      }),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    await user.upload(screen.getByLabelText('Add a picture'), new File(['png'], 'karnak.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Picture 1' });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByText('Elsewhere');
    expect(currentUrl(page.getByTestId)).toBe('/partner/listings/101');
    expect(service.stored(101)).toMatchObject({ nameEn: 'Karnak by night', status: 'in_review' });
  });

  it('a refused save keeps everything typed and says why under the field', async () => {
    const { user } = await open('/partner/listings/7', {
      refuse: {
        'PUT /api/partner/listings/7': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Please check the highlighted fields.',
              fields: { descriptionAr: 'Please keep the description under 2000 characters' },
            },
          },
        },
      },
    });
    const name = screen.getByLabelText('Name (English)');
    await user.clear(name);
    await user.type(name, 'Felucca and breakfast');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please keep the description under 2000 characters')).toBeInTheDocument();
    expect(name).toHaveValue('Felucca and breakfast');

    service.restore();
    service = listingsService({ refuse: { 'PUT /api/partner/listings/7': 'network down' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/We could not reach Kemet/)).toBeInTheDocument();
    expect(name).toHaveValue('Felucca and breakfast');
  });

  it('after someone else saved, shows theirs beside yours per field; the next save sends the choice and their version', async () => {
    const { user } = await open('/partner/listings/7');
    service.someoneSaves(7, { nameEn: 'Felucca with breakfast', images: [PICTURE, OTHER_PICTURE] });
    const description = screen.getByLabelText('Description (English)');
    await user.clear(description);
    await user.type(description, 'Tea on board, at dawn.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const merge = await screen.findByRole('region', { name: 'Someone else saved this listing meanwhile' });
    const name = within(merge).getByRole('group', { name: 'Name (English)' });
    expect(within(name).getByTestId('yours-nameEn')).toHaveTextContent('Sunrise felucca');
    expect(within(name).getByTestId('theirs-nameEn')).toHaveTextContent('Felucca with breakfast');
    expect(within(merge).getByRole('group', { name: 'Description (English)' })).toHaveTextContent('Tea on board');
    expect(within(merge).getByRole('group', { name: 'Pictures' })).toHaveTextContent('2 pictures');
    expect(description).toHaveValue('Tea on board, at dawn.');
    expect(service.stored(7)!.descriptionEn).toBe(felucca.descriptionEn);

    await user.click(within(name).getByRole('radio', { name: 'Take theirs' }));
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Felucca with breakfast');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const last = saves().at(-1)!;
    expect(last.headers.get('if-match')).toBe('"2"');
    expect(last.body).toMatchObject({
      nameEn: 'Felucca with breakfast',
      descriptionEn: 'Tea on board, at dawn.',
      images: [PICTURE],
    });
    expect(screen.queryByRole('region', { name: 'Someone else saved this listing meanwhile' })).toBeNull();
  });

  it('submits a draft for review; a rejected one shows operations’ reason', async () => {
    const { user } = await open('/partner/listings/7', {
      listings: [{ ...felucca, rejectionReason: 'Please add the boat licence number.' }],
    });
    expect(
      screen.getByText('Kemet operations sent this listing back: Please add the boat licence number.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted: Kemet operations will review it.')).toBeInTheDocument();
    expect(service.sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows HTML in a description as the text it is', async () => {
    const script = '<script>window.hacked = true</script><b>bold</b>';
    await open('/partner/listings/7', { listings: [{ ...felucca, descriptionEn: script, nameEn: '<img src=x>' }] });
    expect(screen.getByLabelText('Description (English)')).toHaveValue(script);
    expect(document.querySelector('b, script, img[src="x"]')).toBeNull();
  });

  it('answers another provider’s listing, like an unknown one, with "not found"', async () => {
    service = listingsService({ refuse: { 'GET /api/partner/listings/7': failure(404, 'LISTING_NOT_FOUND', 'x') } });
    await renderPage(<ListingEditorPage />, { path: '/partner/listings/:listingId', url: '/partner/listings/7' });
    expect(await screen.findByText('We could not find that listing.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the listings tab', () => {
  it('lists the provider’s listings with their states and links to the editor and a new listing', async () => {
    service = listingsService({
      listings: [felucca, { ...felucca, id: 8, nameEn: '<b>Karnak</b> by night', status: 'published' }],
    });
    await renderPage(<ListingsPage />, { path: '/partner/listings' });
    const list = await screen.findByRole('list', { name: 'Listings' });
    const [karnak, boat] = within(list).getAllByRole('listitem');
    expect(karnak).toHaveTextContent('<b>Karnak</b> by nightPublished');
    expect(boat).toHaveTextContent('Sunrise feluccaDraft');
    expect(within(boat!).getByRole('link', { name: 'Edit Sunrise felucca' })).toHaveAttribute(
      'href',
      '/partner/listings/7',
    );
    expect(screen.getByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/partner/listings/new');
    expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
  });
});
