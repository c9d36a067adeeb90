import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import { makeCheckinAnswer } from '@kemet/tooling/testing';
import GatePage from './GatePage';
import { renderPage } from '../testing/renderPage';
import { failure, fakeService, type Reply, type SentRequest } from '../testing/fakeService';
import { nour } from '../testing/users';

const NILE = { provider: { id: 2, name: 'Nile Valley Journeys' } };
const KEY = 'kgk_Zx81nQ0r5TfV2bWc9LmA4yHe7sJu3DpK';
const TOKEN = 'eyJhbGciOiJFZERTQSIsImtpZCI6ImsxIn0.eyJqdGkiOiJ0SzN2OVFtWjJ4THA4UndOIn0.c2lnbmF0dXJl';
const REFUSED = 'This key is not valid or was revoked.';
const UNAUTHENTICATED = failure(401, 'UNAUTHENTICATED', 'A gate key or a staff session is needed');

let service: ReturnType<typeof fakeService>;
afterEach(() => {
  service.restore();
  authStore.signOut();
});

/**
 * The service: /providers/current by who asks (the staff session has no Authorization), /checkins from a list of
 * replies.
 */
/** staff: the device is signed in, as a member of the provider's staff. */
function serve({ staff = false, key = KEY, checkins = [] as (Reply | Promise<Reply>)[] } = {}) {
  if (staff) authStore.signIn(nour);
  const replies = [...checkins];
  service = fakeService((request) => {
    if (request.path === '/api/providers/current') {
      if (request.authorization === `Bearer ${key}`) return { status: 200, body: { ...NILE, via: 'key' } };
      return staff && !request.authorization ? { status: 200, body: { ...NILE, via: 'staff' } } : UNAUTHENTICATED;
    }
    if (request.path === '/api/checkins') return replies.shift() ?? { status: 200, body: makeCheckinAnswer() };
    return { status: 404 };
  });
  return service.sent;
}

const checkins = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/checkins');
const codeBox = () => screen.getByRole('textbox', { name: 'Ticket code' });
const answer = () => screen.getByRole('status', { name: 'Answer' });

async function openGate() {
  const user = userEvent.setup();
  await renderPage(<GatePage />, { path: '/gate' });
  return user;
}

async function checkTicket(user: ReturnType<typeof userEvent.setup>, token = TOKEN) {
  await user.click(codeBox());
  await user.paste(token);
  await user.click(screen.getByRole('button', { name: 'Check ticket' }));
}

describe('who checks', () => {
  it('a device signed in as provider staff goes straight to the checks, without a key', async () => {
    const sent = serve({ staff: true });
    await openGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking tickets for Nile Valley Journeys' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forget this key' })).toBeNull();
    expect(screen.queryByLabelText('Gate key')).toBeNull();
    expect(sent[0]).toMatchObject({ path: '/api/providers/current', authorization: null });
    expect(codeBox()).toHaveFocus();
  });

  it('a signed-out device without a key is asked for one, and asks the service nothing yet', async () => {
    const sent = serve();
    await openGate();
    expect(await screen.findByRole('form', { name: 'Set up this gate' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('any other device takes a gate key, keeps it, and sends it as a Bearer token with each check', async () => {
    const sent = serve();
    const user = await openGate();
    const form = await screen.findByRole('form', { name: 'Set up this gate' });
    const field = within(form).getByLabelText('Gate key');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(field);
    await user.paste(`  ${KEY}\n`);
    await user.click(within(form).getByRole('button', { name: 'Show key' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Use this key' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking tickets for Nile Valley Journeys' }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('kemet:gateKey')).toBe(KEY);
    expect(Object.values(window.localStorage)).not.toContain(KEY);
    await checkTicket(user);
    await within(answer()).findByText('Valid ticket');
    expect(checkins(sent)[0]).toMatchObject({ method: 'POST', authorization: `Bearer ${KEY}`, body: { token: TOKEN } });
  });

  it('a key the service refuses is said under the field, and not kept', async () => {
    serve({ key: 'the-real-key' });
    const user = await openGate();
    const field = await screen.findByLabelText('Gate key');
    await user.type(field, 'kgk_revoked');
    await user.click(screen.getByRole('button', { name: 'Use this key' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(REFUSED));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(window.sessionStorage.getItem('kemet:gateKey')).toBeNull();
  });

  it('a device set up before opens with its kept key; "Forget this key" sets it up again', async () => {
    window.sessionStorage.setItem('kemet:gateKey', KEY);
    const sent = serve();
    const user = await openGate();
    expect(
      await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' }),
    ).toBeInTheDocument();
    expect(sent[0]?.authorization).toBe(`Bearer ${KEY}`);
    await user.click(screen.getByRole('button', { name: 'Forget this key' }));
    expect(await screen.findByLabelText('Gate key')).toHaveValue('');
    expect(window.sessionStorage.getItem('kemet:gateKey')).toBeNull();
  });

  it('a key left in localStorage (in plain text, for good) is dropped and not used', async () => {
    window.localStorage.setItem('kemet:gateKey', KEY);
    const sent = serve();
    await openGate();
    expect(await screen.findByLabelText('Gate key')).toHaveValue('');
    expect(window.localStorage.getItem('kemet:gateKey')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a kept key that was revoked since is forgotten, and the form says why', async () => {
    window.sessionStorage.setItem('kemet:gateKey', 'kgk_revoked');
    serve();
    await openGate();
    const field = await screen.findByLabelText('Gate key');
    await waitFor(() => expect(field).toHaveAccessibleDescription(REFUSED));
    expect(window.sessionStorage.getItem('kemet:gateKey')).toBeNull();
  });
});

describe('checking tickets', () => {
  it('shows the answer, clears the box and gives it the focus back, and lists the scan under the answer', async () => {
    serve({
      staff: true,
      checkins: [
        { status: 200, body: makeCheckinAnswer() },
        { status: 200, body: makeCheckinAnswer({ result: 'already_used', message: 'Already used' }) },
      ],
    });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await checkTicket(user);
    expect(await within(answer()).findByText('Valid ticket')).toBeInTheDocument();
    expect(within(answer()).getByText('Check passport')).toBeInTheDocument();
    expect(within(answer()).getByText('KMT-7F3K2Q')).toBeInTheDocument();
    expect(codeBox()).toHaveValue('');
    expect(codeBox()).toHaveFocus();

    await checkTicket(user);
    expect(await within(answer()).findByText('Already used')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Last scans' })).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Already used', 'Valid ticket']);
  });

  it('keeps the last 10 scans', async () => {
    serve({ staff: true });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    for (let scan = 0; scan < 11; scan += 1) {
      await checkTicket(user);
      await waitFor(() => expect(codeBox()).toHaveValue(''));
    }
    expect(within(screen.getByRole('region', { name: 'Last scans' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('Enter from a scanner checks the code; Shift+Enter is only a new line', async () => {
    const sent = serve({ staff: true });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await user.type(codeBox(), 'abc.def{Shift>}{Enter}{/Shift}');
    expect(checkins(sent)).toHaveLength(0);
    await user.type(codeBox(), 'ghi{Enter}');
    await within(answer()).findByText('Valid ticket');
    expect(checkins(sent)).toHaveLength(1);
    expect(checkins(sent)[0]?.body).toMatchObject({ token: 'abc.defghi' });
  });

  it('a scanner may send the next code while one is being checked: it stays in the box, then Enter checks it', async () => {
    let answerFirst: (reply: Reply) => void = () => undefined;
    const sent = serve({ staff: true, checkins: [new Promise<Reply>((resolve) => (answerFirst = resolve))] });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await user.type(codeBox(), 'first.code{Enter}');
    await user.type(codeBox(), 'second.code');
    answerFirst({ status: 200, body: makeCheckinAnswer() });
    await within(answer()).findByText('Valid ticket');
    expect(codeBox()).toHaveValue('second.code');
    await user.type(codeBox(), '{Enter}');
    await waitFor(() =>
      expect(checkins(sent).map((request) => (request.body as { token: string }).token)).toEqual([
        'first.code',
        'second.code',
      ]),
    );
  });

  it('after a network failure and a 5xx sends the same scan again with the same nonce, and shows the answer', async () => {
    const sent = serve({ staff: true, checkins: ['network down', { status: 503 }] });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await checkTicket(user);
    expect(await within(answer()).findByText('Valid ticket')).toBeInTheDocument();
    const tries = checkins(sent);
    expect(tries).toHaveLength(3);
    const nonce = (tries[0]?.body as { nonce: string }).nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(tries.map((request) => request.body)).toEqual([
      { token: TOKEN, nonce },
      { token: TOKEN, nonce },
      { token: TOKEN, nonce },
    ]);

    await checkTicket(user);
    await waitFor(() => expect(checkins(sent)).toHaveLength(4));
    expect((checkins(sent)[3]?.body as { nonce: string }).nonce).not.toBe(nonce);
  });

  it('says the scan was not checked when the service stays out of reach, and keeps the code for another try', async () => {
    const sent = serve({ staff: true, checkins: ['network down', 'network down', { status: 502 }, 'network down'] });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await checkTicket(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection: the scan was not checked. Try again.');
    expect(checkins(sent)).toHaveLength(4);
    expect(codeBox()).toHaveValue(TOKEN);
    expect(answer()).toBeEmptyDOMElement();
  });

  it('a key refused during the checks (revoked meanwhile) goes back to the key form with why', async () => {
    window.sessionStorage.setItem('kemet:gateKey', KEY);
    serve({ checkins: [UNAUTHENTICATED] });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await checkTicket(user);
    const field = await screen.findByLabelText('Gate key');
    await waitFor(() => expect(field).toHaveAccessibleDescription(REFUSED));
    expect(window.sessionStorage.getItem('kemet:gateKey')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Ticket code' })).toBeNull();
  });

  it('a rate limit is said with when to try again', async () => {
    serve({ staff: true, checkins: [failure(429, 'RATE_LIMITED', 'Too many check-ins.', { 'Retry-After': '20' })] });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await checkTicket(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many check-ins. Please try again in 20 seconds.');
  });
});

describe('the camera', () => {
  const offerCamera = (getUserMedia: jest.Mock) => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    // jsdom's page is not a secure context; the browser's /gate on https or localhost is.
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('is not offered where the browser cannot give one; the ticket code box is', async () => {
    serve({ staff: true });
    await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
    expect(codeBox()).toBeEnabled();
  });

  it('a refused camera is said plainly and the ticket code box still works', async () => {
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    offerCamera(getUserMedia);
    serve({ staff: true });
    const user = await openGate();
    await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' });
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera is not allowed here. Type or paste the ticket code instead.',
    );
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await checkTicket(user);
    expect(await within(answer()).findByText('Valid ticket')).toBeInTheDocument();
  });
});

it('says so with Retry when the service cannot be reached to know whose gate this is', async () => {
  let down = true;
  authStore.signIn(nour);
  service = fakeService(() => (down ? 'network down' : { status: 200, body: { ...NILE, via: 'staff' } }));
  const user = await openGate();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Checking tickets for Nile Valley Journeys' })).toBeInTheDocument();
});
