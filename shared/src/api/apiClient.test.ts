import { ApiError, apiRequest } from './apiClient';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: () => Promise<unknown>) {
  global.fetch = jest.fn().mockResolvedValue({ status, ok: status < 400, headers: new Headers(), json: body });
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
