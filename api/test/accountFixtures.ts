// What the account tests call: devices' user agents, and /me, sign-in, the session list and the password change on
// the file's app (read when called: appPerFile sets it before each file's tests).
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { call, PASSWORD, post, sessionCookie } from './helpers.js';

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export function accountCalls(appOf: () => FastifyInstance) {
  return {
    me: (cookie: string) => call(appOf(), { method: 'GET', url: '/api/me', headers: { cookie } }),
    signIn: async (email: string, userAgent: string, password = PASSWORD) => {
      const res = await post(appOf(), '/api/sessions', { email, password }, { 'user-agent': userAgent });
      assert.equal(res.statusCode, 200, res.body);
      return sessionCookie(res);
    },
    listSessions: (cookie: string) => call(appOf(), { method: 'GET', url: '/api/me/sessions', headers: { cookie } }),
    changePassword: (cookie: string, body: object) =>
      call(appOf(), {
        method: 'PUT',
        url: '/api/me/password',
        headers: { cookie, 'content-type': 'application/json' },
        payload: body,
      }),
  };
}
