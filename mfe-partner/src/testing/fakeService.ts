// Test helper: a stand-in for the data service behind global.fetch. Each request is recorded (method, path, the
// Authorization header, the JSON body) and answered by the test's handler (now or later): a status and body, or a
// network failure.
export interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
  /** Every header sent (If-Match, Content-Type…). */
  headers: Headers;
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network down';

export function fakeService(handler: (request: SentRequest) => Reply | Promise<Reply>) {
  const sent: SentRequest[] = [];
  const realFetch = global.fetch;
  global.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    sent.push(request);
    return Promise.resolve(handler(request)).then((reply) => {
      if (reply === 'network down') throw new TypeError('Failed to fetch');
      return {
        status: reply.status,
        ok: reply.status < 400,
        headers: new Headers(reply.headers),
        json: () => Promise.resolve(reply.body),
      } as Response;
    });
  });
  return { sent, restore: () => (global.fetch = realFetch) };
}

/** The service's error shape. */
export const failure = (status: number, code: string, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: { error: { code, message } },
  headers,
});
