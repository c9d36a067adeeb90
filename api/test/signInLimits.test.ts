// Sign-in and sign-up limits as an attacker meets them: growing waits per (account, address), never a lock-out;
// past a soft limit per address the request proves work first (428), past the hard cap 429 with Retry-After.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Config } from '../src/config.js';
import { PASSWORD, uniqueEmail } from './helpers.js';
import { assertLimited, from, limitsDatabase, newAccount, proven, signIn } from './limitsHarness.js';
import { assertProofRequired } from './proofs.js';

const { withApp } = limitsDatabase();

const SIGN_IN = 'Too many sign-in attempts.';
// The defaults a deployment gets: 5 failures free per pair, waits from 30 s doubling to 15 min, 10 failures per
// account.
const SIGN_IN_DEFAULTS: Partial<Config> = {
  signInBackoffAfter: 5,
  signInBackoffBaseSeconds: 30,
  signInBackoffMaxSeconds: 900,
  signInPerAccount: 10,
};

describe('sign-in: growing waits per account and address, never a lock-out', () => {
  test("an attacker's 12 wrong passwords from one address do not keep the owner out from another", async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signIn(app, '203.0.113.7', email, `Wrong-Guess-${i}`)).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      assert.equal((await signIn(app, '198.51.100.4', email, PASSWORD)).statusCode, 200);
    });
  });

  test('from the same address each further attempt doubles the wait, up to the cap, the right password included', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (let i = 0; i < 5; i++)
        assert.equal((await signIn(app, '203.0.113.8', email, 'Wrong-Guess')).statusCode, 401);
      const waits: number[] = [];
      for (let i = 0; i < 6; i++)
        waits.push(assertLimited(await signIn(app, '203.0.113.8', email, 'Wrong-Guess'), SIGN_IN));
      assert.deepEqual(waits, [60, 120, 240, 480, 900, 900]);
      // The password is not even checked while the pair waits.
      assert.equal(assertLimited(await signIn(app, '203.0.113.8', email, PASSWORD), SIGN_IN), 900);
    });
  });

  test('a successful sign-in clears the pair: its next failures are free again', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (let i = 0; i < 4; i++)
        assert.equal((await signIn(app, '203.0.113.9', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.9', email, PASSWORD)).statusCode, 200);
      for (let i = 0; i < 4; i++)
        assert.equal((await signIn(app, '203.0.113.9', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.9', email, PASSWORD)).statusCode, 200);
    });
  });

  test('an account under attack from many addresses: each new address waits after one failure; the owner still gets in', async () => {
    await withApp({ ...SIGN_IN_DEFAULTS, signInPerAccount: 3 }, async (app) => {
      const { email } = await newAccount(app);
      // Spellings of the same address (case, spaces) are the same account.
      const spellings = [email, ` ${email.toUpperCase()}`, `${email}  `];
      for (const [i, ip] of ['203.0.113.20', '203.0.113.21', '203.0.113.22'].entries()) {
        assert.equal((await signIn(app, ip, spellings[i], 'Wrong-Guess')).statusCode, 401);
      }
      // Past the account's ceiling, a fourth address gets one try, then waits (not five tries as before).
      assert.equal((await signIn(app, '203.0.113.23', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal(assertLimited(await signIn(app, '203.0.113.23', email, 'Wrong-Guess'), SIGN_IN), 60);
      assert.equal((await signIn(app, '198.51.100.5', email, PASSWORD)).statusCode, 200);
    });
  });

  test('below the account ceiling, a fourth address still has its five failures before it waits', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.32'])
        assert.equal((await signIn(app, ip, email, 'Wrong-Guess')).statusCode, 401);
      for (let i = 0; i < 5; i++)
        assert.equal((await signIn(app, '203.0.113.33', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal(assertLimited(await signIn(app, '203.0.113.33', email, 'Wrong-Guess'), SIGN_IN), 60);
    });
  });

  test('per address across accounts: past N the attempt proves work, past the hard cap 429; another address is not affected', async () => {
    await withApp({ signInPerIp: 3, signInPerIpHard: 5 }, async (app) => {
      for (let i = 0; i < 3; i++)
        assert.equal((await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD)).statusCode, 404);
      assertProofRequired(await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD));
      assert.equal((await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD, await proven(app))).statusCode, 404);
      const wait = assertLimited(
        await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD, await proven(app)),
        SIGN_IN,
      );
      assert.ok(wait <= 60);
      assert.equal((await signIn(app, '203.0.113.41', uniqueEmail(), PASSWORD)).statusCode, 404);
    });
  });

  test('sign-up per address: past N the sign-up proves work, past the hard cap 429; another address still signs up', async () => {
    await withApp({ signUpPerIp: 2, signUpPerIpHard: 4 }, async (app) => {
      await newAccount(app, '203.0.113.50');
      await newAccount(app, '203.0.113.50');
      const third = () => ({ fullName: 'Third Traveller', email: uniqueEmail(), password: PASSWORD });
      assertProofRequired(await from(app, '203.0.113.50', '/api/users', third()));
      assert.equal((await from(app, '203.0.113.50', '/api/users', third(), await proven(app))).statusCode, 201);
      assertLimited(
        await from(app, '203.0.113.50', '/api/users', third(), await proven(app)),
        'Too many accounts were created from here.',
      );
      await newAccount(app, '203.0.113.51');
    });
  });
});
