import { ApiError, apiRequest } from './apiClient';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: () => Promise<unknown>, headers = new Headers()) {
  global.fetch = jest.fn().mockResolvedValue({ status, ok: status < 400, headers, json: body });
}

test('returns the JSON body of a successful answer', async () => {
  answer(200, () => Promise.resolve({ items: [] }));
  await expect(apiRequest('/events')).resolves.toEqual({ items: [] });
});

test('an abort while the body is arriving rejects with the AbortError instead of answering with no body', async () => {
  const controller = new AbortController();
  answer(200, () => {
    controller.abort();
    return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
  });
  await expect(apiRequest('/events', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
});

test('a 5xx without the error shape becomes the network message', async () => {
  answer(502, () => Promise.reject(new SyntaxError('not JSON')));
  const failure = apiRequest('/events');
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ status: 502 });
});

test('a 429 carries the service message and Retry-After in seconds', async () => {
  answer(
    429,
    () => Promise.resolve({ error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }),
    new Headers({ 'Retry-After': '120' }),
  );
  await expect(apiRequest('/contact-messages', { method: 'POST', body: {} })).rejects.toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many attempts.',
    retryAfterSeconds: 120,
  });
});
