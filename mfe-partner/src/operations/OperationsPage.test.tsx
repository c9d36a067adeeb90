import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl } from '@kemet/tooling/testing';
import OperationsPage from './OperationsPage';
import { renderPage } from '../testing/renderPage';
import { failure } from '../testing/fakeService';
import {
  application,
  felucca,
  operationsService,
  sinai,
  type OperationsServiceOptions,
} from './testing/operationsService';

let service: ReturnType<typeof operationsService>;
afterEach(() => service.restore());

async function open(options?: OperationsServiceOptions, url = '/operations') {
  service = operationsService(options);
  const user = userEvent.setup();
  const page = await renderPage(<OperationsPage />, { path: '/operations', url });
  await screen.findByRole('heading', { level: 1, name: 'Partner applications' });
  return { user, page };
}

const pendingList = () => screen.findByRole('list', { name: 'Pending applications, oldest first' });
const card = (name: string) => screen.getByRole('article', { name });
const asked = (method: string, path: string) =>
  service.sent.filter((request) => request.method === method && request.path.startsWith(path));

describe('the queue', () => {
  it('lists the pending applications oldest first, with what each applicant sent', async () => {
    await open();
    const items = within(await pendingList()).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Felucca Dawn',
      'Sinai Stars Camp',
    ]);
    const sinaiCard = card('Sinai Stars Camp');
    expect(sinaiCard).toHaveTextContent('Pending');
    expect(sinaiCard).toHaveTextContent('Desert camp · Received 22 November 2026');
    expect(within(sinaiCard).getByRole('link', { name: 'youssef@sinaistars.example' })).toHaveAttribute(
      'href',
      'mailto:youssef@sinaistars.example',
    );
    expect(within(sinaiCard).getByText('Contact').nextElementSibling).toHaveTextContent('+20 69 555 0101');
    expect(within(sinaiCard).getByRole('link', { name: 'https://sinaistars.example' })).toHaveAttribute(
      'href',
      'https://sinaistars.example',
    );
    expect(within(sinaiCard).getByText('Address').nextElementSibling).toHaveTextContent('Wadi Feiran, South Sinai');
    expect(within(sinaiCard).getByText('What they offer').nextElementSibling).toHaveTextContent(
      'Night walks and stargazing.',
    );
    expect(within(sinaiCard).getByText('Additional information').nextElementSibling).toHaveTextContent(
      'We host groups of up to 30.',
    );
    // Felucca Dawn left the optional field empty: no empty heading for it.
    expect(within(card('Felucca Dawn')).queryByText('Additional information')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    expect(asked('GET', '/api/operations/partner-applications').map((request) => request.path)).toEqual([
      '/api/operations/partner-applications?status=pending&page=1&pageSize=20',
    ]);
  });

  it('shows the rejected ones with when and why, under their own tab', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    const list = await screen.findByRole('list', { name: 'Rejected applications, newest first' });
    const luxor = within(list).getByRole('article', { name: 'Luxor Lanterns' });
    expect(luxor).toHaveTextContent('Received 2 November 2026 · Rejected 5 November 2026');
    expect(within(luxor).getByText('Reason given').nextElementSibling).toHaveTextContent(
      'We could not verify your tourism licence.',
    );
    expect(within(luxor).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Rejected' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing is waiting', async () => {
    await open({ applications: [] });
    expect(
      await screen.findByText('No application is waiting. New ones from the partner form appear here.'),
    ).toBeInTheDocument();
  });

  it('pages through a long queue as the service pages it', async () => {
    const many = Array.from({ length: 25 }, (_, i) => application({ id: 100 + i, businessName: `Applicant ${i + 1}` }));
    const { user } = await open({ applications: many });
    expect(within(await pendingList()).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(await pendingList()).getAllByRole('article')).toHaveLength(5);
    expect(card('Applicant 21')).toBeInTheDocument();
    expect(asked('GET', '/api/operations').at(-1)?.path).toBe(
      '/api/operations/partner-applications?status=pending&page=2&pageSize=20',
    );
  });
});

describe('approving', () => {
  it('approves, says where the invitation went, and the application leaves the pending list', async () => {
    const { user } = await open();
    await user.click(within(card('Felucca Dawn')).getByRole('button', { name: 'Approve Felucca Dawn' }));
    const note = await screen.findByText('Approved — an invitation was sent to amira@feluccadawn.example.');
    expect(note.closest('[tabindex="-1"]')).toHaveFocus();
    await within(await pendingList()).findByRole('article', { name: 'Sinai Stars Camp' });
    expect(screen.queryByRole('article', { name: 'Felucca Dawn' })).toBeNull();
    expect(asked('POST', '/api/operations')).toMatchObject([
      { path: `/api/operations/partner-applications/${felucca.id}/approval` },
    ]);
  });

  it('shows the service’s refusal in the application, which stays pending', async () => {
    const taken = 'A provider with this business name already exists. Ask the applicant about it before deciding.';
    const { user } = await open({
      refuse: {
        [`POST /api/operations/partner-applications/${felucca.id}/approval`]: failure(
          409,
          'PROVIDER_NAME_TAKEN',
          taken,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Felucca Dawn' }));
    expect(await within(card('Felucca Dawn')).findByRole('alert')).toHaveTextContent(taken);
    expect(within(card('Felucca Dawn')).getByRole('button', { name: 'Approve Felucca Dawn' })).toBeEnabled();
  });

  it('an application someone else decided meanwhile is said so and leaves the list', async () => {
    const { user } = await open();
    service.decideElsewhere(felucca.id, 'rejected');
    await user.click(await screen.findByRole('button', { name: 'Approve Felucca Dawn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was already rejected.');
    await within(await pendingList()).findByRole('article', { name: 'Sinai Stars Camp' });
    expect(screen.queryByRole('article', { name: 'Felucca Dawn' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This application was already rejected.');
  });
});

describe('rejecting', () => {
  it('asks for a reason by the contract’s rule, sends it, and the application leaves the pending list', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Reject Sinai Stars Camp' }));
    const form = screen.getByRole('form', { name: 'Reject Sinai Stars Camp' });
    const reason = within(form).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    const send = within(form).getByRole('button', { name: 'Send rejection' });
    expect(send).toBeDisabled();
    await user.type(reason, '   ');
    await user.tab();
    expect(within(form).getByText('Tell the applicant why')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(
      'Tell the applicant why We mail it to the applicant, so write it to them. Up to 1000 characters.',
    );
    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    expect(await within(form).findByText('Please keep the reason under 1000 characters')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(reason);
    await user.type(reason, ' Your camp is outside the areas we list for now. ');
    await user.click(send);
    expect(
      await screen.findByText('Rejected — the reason was mailed to youssef@sinaistars.example.'),
    ).toBeInTheDocument();
    expect(asked('POST', '/api/operations')).toMatchObject([
      {
        path: `/api/operations/partner-applications/${sinai.id}/rejection`,
        body: { reason: 'Your camp is outside the areas we list for now.' },
      },
    ]);
    await within(await pendingList()).findByRole('article', { name: 'Felucca Dawn' });
    expect(screen.queryByRole('article', { name: 'Sinai Stars Camp' })).toBeNull();
  });

  it('keeps the typed reason when the service refuses, with its words under the field or the form', async () => {
    const typed = 'We could not reach you by phone.';
    const tooMany = 'Too many changes in a short time.';
    const { user } = await open({
      refuse: {
        [`POST /api/operations/partner-applications/${sinai.id}/rejection`]: failure(429, 'RATE_LIMITED', tooMany),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Sinai Stars Camp' }));
    const form = screen.getByRole('form', { name: 'Reject Sinai Stars Camp' });
    await user.type(within(form).getByLabelText('Reason'), typed);
    await user.click(within(form).getByRole('button', { name: 'Send rejection' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(tooMany);
    expect(within(form).getByLabelText('Reason')).toHaveValue(typed);
    expect(card('Sinai Stars Camp')).toHaveTextContent('Pending');
  });

  it('cancelling closes the form and gives the focus back to Reject', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Reject Felucca Dawn' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Felucca Dawn' })).toHaveFocus();
    expect(asked('POST', '/api/operations')).toHaveLength(0);
  });
});

describe('other readers', () => {
  it('an account that is not operations is told the queue is for them', async () => {
    service = operationsService({
      refuse: {
        'GET /api/operations/partner-applications': failure(
          403,
          'NOT_OPERATIONS',
          'Only Kemet operations can do this.',
        ),
      },
    });
    await renderPage(<OperationsPage />, { path: '/operations' });
    expect(await screen.findByText('This queue is for Kemet operations')).toBeInTheDocument();
  });

  it('a session that ended goes to sign in, and comes back here', async () => {
    service = operationsService({
      refuse: {
        'GET /api/operations/partner-applications': failure(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
      },
    });
    const { getByTestId } = await renderPage(<OperationsPage />, { path: '/operations' });
    await screen.findByText('Elsewhere');
    expect(currentUrl(getByTestId)).toBe('/signin?next=%2Foperations');
  });
});
