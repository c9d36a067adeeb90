// The client's answer to 428 PROOF_OF_WORK_REQUIRED, against a real ALTCHA challenge (a low maxnumber keeps it quick)
// and a stand-in service that checks the proof with altcha-lib, as the API does.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { ApiError, apiRequest } from './apiClient';
import { PROOF_FAILED_MESSAGE } from './proofOfWork';
import { requestChecks } from './requestChecks';

const HMAC_KEY = 'test-key';
const PROOF_REQUIRED = {
  error: { code: 'PROOF_OF_WORK_REQUIRED', message: 'Please wait a moment while we check this request.' },
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const json = (status: number, body: unknown) =>
  ({ status, ok: status < 400, headers: new Headers(), json: () => Promise.resolve(body) }) as Response;

interface Service {
  /** Every request's path and X-Kemet-Proof header, in order. */
  seen: { path: string; proof?: string }[];
}

/** A service that asks for proof, hands out `challenge`, and books once a request carries a proof `accepts`. */
function serviceAsking(options: { maxnumber?: number; accepts?: (proof: string) => Promise<boolean> } = {}): Service {
  const service: Service = { seen: [] };
  const accepts = options.accepts ?? ((proof) => verifySolution(proof, HMAC_KEY));
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const proof = (init.headers as Record<string, string>)['X-Kemet-Proof'];
    service.seen.push({ path: String(url), proof });
    if (String(url).endsWith('/api/challenge'))
      return json(200, await createChallenge({ hmacKey: HMAC_KEY, maxnumber: options.maxnumber ?? 2_000 }));
    if (proof && (await accepts(proof))) return json(201, { booking: { reference: 'KMT-1' } });
    return json(428, PROOF_REQUIRED);
  }) as typeof fetch;
  return service;
}

test('a 428 is answered by solving the challenge and sending the same request once more with the proof', async () => {
  const service = serviceAsking();
  const checking: boolean[] = [];
  const stop = requestChecks.subscribe(() => checking.push(requestChecks.checking()));
  const booking = apiRequest('/bookings', {
    method: 'POST',
    body: { eventId: 1 },
    headers: { 'idempotency-key': 'k' },
  });
  await expect(booking).resolves.toEqual({ booking: { reference: 'KMT-1' } });
  expect(service.seen.map((r) => r.path)).toEqual(['/api/bookings', '/api/challenge', '/api/bookings']);
  expect(service.seen[0]!.proof).toBeUndefined();
  const proof = JSON.parse(atob(service.seen[2]!.proof!)) as Record<string, unknown>;
  expect(Object.keys(proof).sort()).toEqual(['algorithm', 'challenge', 'number', 'salt', 'signature']);
  const retried = (global.fetch as jest.Mock).mock.calls[2] as [string, RequestInit];
  expect(retried[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ eventId: 1 }) });
  expect(retried[1].headers).toMatchObject({ 'idempotency-key': 'k' });
  stop();
  // The live region said "Checking this request…" while solving, then nothing.
  expect(checking).toEqual([true, false]);
});

test('a second 428 is a clear refusal, not another round', async () => {
  const service = serviceAsking({ accepts: () => Promise.resolve(false) });
  const booking = apiRequest('/bookings', { method: 'POST', body: {} });
  await expect(booking).rejects.toMatchObject({ status: 428, message: PROOF_FAILED_MESSAGE });
  expect(service.seen).toHaveLength(3);
});

test('a challenge with no answer up to its maxnumber gives the same clear refusal', async () => {
  global.fetch = jest.fn(async (url: string) =>
    String(url).endsWith('/api/challenge')
      ? json(200, { ...(await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 50, number: 50 })), maxnumber: 10 })
      : json(428, PROOF_REQUIRED),
  ) as typeof fetch;
  const failure = apiRequest('/holds', { method: 'POST', body: {} });
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ code: 'PROOF_OF_WORK_FAILED', message: PROOF_FAILED_MESSAGE });
});

test('a 428 of another kind is the service answer as it stands', async () => {
  global.fetch = jest.fn().mockResolvedValue(json(428, { error: { code: 'PRECONDITION', message: 'No.' } }));
  await expect(apiRequest('/holds', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'PRECONDITION' });
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

test('leaving while the page solves stops the work: the request rejects with the AbortError and is not sent again', async () => {
  const controller = new AbortController();
  global.fetch = jest.fn(async (url: string) => {
    if (!String(url).endsWith('/api/challenge')) return json(428, PROOF_REQUIRED);
    setTimeout(() => controller.abort(), 20);
    return json(200, await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 1_000_000, number: 1_000_000 }));
  }) as typeof fetch;
  const booking = apiRequest('/bookings', { method: 'POST', body: {}, signal: controller.signal });
  await expect(booking).rejects.toMatchObject({ name: 'AbortError' });
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
