import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@kemet/contract';
import ReviewsPage from './ReviewsPage';
import { renderPage } from '../../testing/renderPage';
import { partnerService } from '../../testing/partnerService';
import type { Reply } from '../../testing/fakeService';
import { alreadyReplied, replied, reviewList, reviewPage } from './testing/reviewAnswers';

let service: ReturnType<typeof partnerService>;
afterEach(() => service.restore());

async function open(answers: Record<string, Reply> = {}, url = '/partner/reviews') {
  service = partnerService({ refuse: { 'GET /api/partner/reviews': reviewList, ...answers } });
  const user = userEvent.setup();
  await renderPage(<ReviewsPage />, { path: '/partner/reviews', url });
  await screen.findByRole('heading', { level: 1, name: 'Reviews' });
  const list = await screen.findByRole('list', { name: 'Reviews of your experiences' });
  return { user, list };
}

const card = (name: string) => screen.getByRole('article', { name });
const replies = () => service.sent.filter((request) => request.method === 'POST');

describe('the reviews page', () => {
  it('lists each review with its scores, its text as text in its language, and the reply once written', async () => {
    const { list } = await open();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const felucca = card('Sunrise felucca');
    expect(within(felucca).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(felucca).toHaveTextContent('Hannah B.');
    expect(felucca).toHaveTextContent('went in March 2026');
    expect(felucca).toHaveTextContent('Written in English');
    expect(felucca).toHaveTextContent('Guide5/5Organisation3/5Value4/5');
    const text = within(felucca).getByText('The sunrise over the Nile was <b>worth</b> the early start.');
    expect(text).toHaveAttribute('lang', 'en');
    expect(felucca.querySelector('b')).toBeNull();
    expect(within(felucca).getByRole('form', { name: 'Reply to Hannah B.' })).toBeInTheDocument();

    const karnak = card('Karnak by night');
    expect(within(karnak).getByText('رحلة جميلة ومرشد رائع يعرف تاريخ كل معبد.')).toHaveAttribute('dir', 'rtl');
    expect(karnak).toHaveTextContent('Written in Arabic');
    expect(karnak).toHaveTextContent('Your reply, 10 February 2026');
    expect(karnak).toHaveTextContent('Thank you, Mona! See you again.');
    expect(within(karnak).queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('publishes a reply, which then shows in place of the form', async () => {
    const { user } = await open({
      'POST /api/partner/reviews/51/reply': replied('Thank you, Hannah, come back for the sunset!'),
    });
    const felucca = card('Sunrise felucca');
    const publish = within(felucca).getByRole('button', { name: 'Publish reply' });
    expect(publish).toBeDisabled();
    await user.type(within(felucca).getByLabelText('Your reply'), '  Thank you, Hannah, come back for the sunset!  ');
    await user.click(publish);
    expect(await within(felucca).findByText('Thank you, Hannah, come back for the sunset!')).toBeInTheDocument();
    expect(felucca).toHaveTextContent('Your reply, 29 November 2026');
    expect(within(felucca).queryByRole('form')).toBeNull();
    expect(replies().map((r) => [r.path, r.body])).toEqual([
      ['/api/partner/reviews/51/reply', { text: 'Thank you, Hannah, come back for the sunset!' }],
    ]);
  });

  it('says a reply was written meanwhile and keeps what was typed', async () => {
    const { user } = await open({ 'POST /api/partner/reviews/51/reply': alreadyReplied });
    const felucca = card('Sunrise felucca');
    const field = within(felucca).getByLabelText('Your reply');
    await user.type(field, 'Thanks for coming!');
    await user.click(within(felucca).getByRole('button', { name: 'Publish reply' }));
    expect(await within(felucca).findByText('This review already has your reply.')).toBeInTheDocument();
    expect(field).toHaveValue('Thanks for coming!');
  });

  it('shows the service’s word under the field and keeps the text', async () => {
    const tooLong = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Please check the highlighted fields.',
          fields: { text: messages.replyTooLong },
        },
      },
    };
    const { user } = await open({ 'POST /api/partner/reviews/51/reply': tooLong });
    const field = within(card('Sunrise felucca')).getByLabelText('Your reply');
    await user.type(field, 'Thanks!');
    await user.click(within(card('Sunrise felucca')).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText(messages.replyTooLong)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.replyTooLong));
    expect(field).toHaveValue('Thanks!');
  });

  it('says so when there is no review yet', async () => {
    service = partnerService({ refuse: { 'GET /api/partner/reviews': { status: 200, body: { items: [] } } } });
    await renderPage(<ReviewsPage />, { path: '/partner/reviews' });
    expect(
      await screen.findByText('No reviews yet. Travellers may review once their ticket was scanned at the entrance.'),
    ).toBeInTheDocument();
  });
});

describe('the reviews page, a page at a time', () => {
  it('one page: no pager', async () => {
    await open();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('links to the newer and older pages (?page=N), which work before the page’s code runs', async () => {
    await open({ 'GET /api/partner/reviews': reviewPage(2, 3) }, '/partner/reviews?page=2');
    expect(service.sent.find((r) => r.method === 'GET' && r.path.includes('/partner/reviews'))?.path).toMatch(
      /\/api\/partner\/reviews\?page=2$/,
    );
    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Newer reviews' })).toHaveAttribute(
      'href',
      '/partner/reviews?page=1',
    );
    expect(within(pager).getByRole('link', { name: 'Older reviews' })).toHaveAttribute(
      'href',
      '/partner/reviews?page=3',
    );
  });

  it('on the last page, only the way back', async () => {
    await open({ 'GET /api/partner/reviews': reviewPage(3, 3) }, '/partner/reviews?page=3');
    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Newer reviews']);
  });
});
