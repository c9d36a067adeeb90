// Ticket tokens and their keys: signing and verifying, tampering, expiry, size for a QR, the key file, rotation and the
// JWKS scanners fetch.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { BookingTickets, Jwks } from '@kemet/contract';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { loadConfig } from '../src/config.js';
import { tickets } from '../src/db/schema.js';
import {
  activeKeyring,
  generateSigningJwk,
  KEYS_FILE,
  keyringFrom,
  loadKeyring,
  rotateKeyFile,
  useKeyring,
} from '../src/tickets/keyring.js';
import { signTicket, verifyTicket, type TicketClaims } from '../src/tickets/token.js';
import { call, pgliteDatabase, post, signUp, TEST_CONFIG, testApp } from './helpers.js';
import { insertExperience } from './sessionFixtures.js';

const claims: TicketClaims = {
  jti: 'AbCdEfGhIjKlMnOp',
  ref: 'KMT-7K3Q9P',
  xp: 12,
  pv: 3,
  st: Date.UTC(2027, 3, 30, 7) / 1000,
  cat: 'Egyptian student',
  prf: 'student_card',
  exp: Date.UTC(2027, 3, 30, 16) / 1000,
};
const before = new Date(Date.UTC(2027, 3, 30, 6));

async function newKeyring() {
  return keyringFrom(await generateSigningJwk(), []);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('a signed token verifies to its claims, with a header of alg and kid only', async () => {
  const keyring = await newKeyring();
  const { token, kid } = await signTicket(claims, keyring);
  assert.equal(kid, keyring.kid);
  assert.equal(kid.length, 8);
  assert.deepEqual(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()), { alg: 'EdDSA', kid });
  assert.deepEqual(await verifyTicket(token, { keyring, now: before }), claims);
});

test('a token is under 400 characters and fits a QR code at error correction M', async () => {
  const keyring = await newKeyring();
  const { token } = await signTicket(
    { ...claims, cat: 'Foreign adult (non-resident)', ref: 'KMT-ZZZZZZ', xp: 99999, pv: 9999 },
    keyring,
  );
  assert.ok(token.length < 400, `${token.length} characters`);
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  assert.ok(qr.version <= 15, `QR version ${qr.version}`);
});

test('tampered tokens verify to null: payload changed, signature changed, alg none, another key', async () => {
  const keyring = await newKeyring();
  const { token } = await signTicket(claims, keyring);
  const [header, payload, signature] = token.split('.');
  const forgedPayload = b64({ ...claims, cat: 'Egyptian adult' });
  assert.equal(await verifyTicket(`${header}.${forgedPayload}.${signature}`, { keyring, now: before }), null);
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  assert.equal(await verifyTicket(`${header}.${payload}.${flipped}`, { keyring, now: before }), null);
  assert.equal(
    await verifyTicket(`${b64({ alg: 'none', kid: keyring.kid })}.${payload}.`, { keyring, now: before }),
    null,
  );
  assert.equal(await verifyTicket(`${b64({ alg: 'none' })}.${payload}.`, { keyring, now: before }), null);
  const stranger = await newKeyring();
  const foreign = (await signTicket(claims, stranger)).token;
  assert.equal(await verifyTicket(foreign, { keyring, now: before }), null, 'unknown kid');
  assert.equal(await verifyTicket('not-a-token', { keyring, now: before }), null);
  assert.equal(await verifyTicket(`${header}.${b64({ jti: 'x' })}.${signature}`, { keyring, now: before }), null);
});

test('a token verifies until its exp and is null from then on', async () => {
  const keyring = await newKeyring();
  const { token } = await signTicket(claims, keyring);
  assert.ok(await verifyTicket(token, { keyring, now: new Date(claims.exp * 1000 - 1000) }));
  assert.equal(await verifyTicket(token, { keyring, now: new Date(claims.exp * 1000) }), null);
});

test('without a configured key one is generated once into the data directory (owner-only) and kept across starts', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-keys-'));
  const first = await loadKeyring({ dataDir });
  const second = await loadKeyring({ dataDir });
  assert.equal(second.keyring.kid, first.keyring.kid);
  assert.equal((await stat(path.join(dataDir, KEYS_FILE))).mode & 0o777, 0o600);
  const { token } = await signTicket(claims, first.keyring);
  assert.deepEqual(await verifyTicket(token, { keyring: second.keyring, now: before }), claims);
});

test('instances starting together on one data directory all load the one key file, complete', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-keys-'));
  const loaded = await Promise.all(Array.from({ length: 8 }, () => loadKeyring({ dataDir })));
  assert.equal(new Set(loaded.map((l) => l.keyring.kid)).size, 1);
  assert.deepEqual(await readdir(dataDir), [KEYS_FILE]);
});

test('rotation: a new key signs, tickets of the old one still verify, and the old key keeps only its public half', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-keys-'));
  const old = (await loadKeyring({ dataDir })).keyring;
  const { token: oldToken } = await signTicket(claims, old);
  const { previousKid, kid } = await rotateKeyFile(dataDir);
  assert.equal(previousKid, old.kid);
  const rotated = (await loadKeyring({ dataDir })).keyring;
  assert.equal(rotated.kid, kid);
  assert.notEqual(kid, old.kid);
  assert.deepEqual(
    rotated.publicJwks.map((jwk) => jwk.kid),
    [kid, old.kid],
  );
  assert.deepEqual(await verifyTicket(oldToken, { keyring: rotated, now: before }), claims);
  const { token: newToken, kid: signedWith } = await signTicket(claims, rotated);
  assert.equal(signedWith, kid);
  assert.deepEqual(await verifyTicket(newToken, { keyring: rotated, now: before }), claims);
  const file = JSON.parse(await readFile(path.join(dataDir, KEYS_FILE), 'utf8'));
  assert.equal(file.retired.length, 1);
  assert.equal(file.retired[0].d, undefined, 'no private half of a retired key');
  assert.equal((await stat(path.join(dataDir, KEYS_FILE))).mode & 0o777, 0o600);
});

test('keys from the environment: TICKET_SIGNING_KEY signs, TICKET_VERIFY_KEYS keep verifying and are pinned', async () => {
  const oldJwk = await generateSigningJwk();
  const { d: _private, ...oldPublic } = oldJwk;
  const oldToken = (await signTicket(claims, await keyringFrom(oldJwk, []))).token;
  const current = await generateSigningJwk();
  const { keyring, shared } = await loadKeyring({
    signingKey: JSON.stringify(current),
    verifyKeys: JSON.stringify([oldPublic]),
  });
  assert.equal(shared, true);
  assert.equal(keyring.kid, current.kid);
  assert.deepEqual([...keyring.pinnedKids], [oldJwk.kid]);
  assert.deepEqual(await verifyTicket(oldToken, { keyring, now: before }), claims);
  await assert.rejects(loadKeyring({ signingKey: JSON.stringify(oldPublic) }), /private JWK/);
  await assert.rejects(loadKeyring({ signingKey: '{nope' }), /TICKET_SIGNING_KEY is not valid JSON/);
});

test('TICKET_SIGNING_KEY_FILE (a compose secret) may hold a PEM from `openssl genpkey -algorithm ed25519`', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kemet-secret-'));
  const file = path.join(dir, 'ticket_signing_key');
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  await writeFile(file, pem);
  const config = loadConfig({ TICKET_SIGNING_KEY_FILE: file });
  assert.equal(config.ticketSigningKey, pem.trim());
  const { keyring } = await loadKeyring({ signingKey: config.ticketSigningKey });
  const { token, kid } = await signTicket(claims, keyring);
  assert.equal(kid.length, 8);
  assert.deepEqual(await verifyTicket(token, { keyring, now: before }), claims);
  const publicPem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }) as string;
  await assert.rejects(loadKeyring({ signingKey: publicPem }), /not an Ed25519 private key/);
});

test('GET /api/tickets/keys: the current key, earlier keys while their tickets live, pinned keys; cacheable for 5 minutes', async (t) => {
  const database = await pgliteDatabase();
  const app = await testApp(database);
  t.after(async () => {
    await app.close();
    await database.close();
  });
  const keys = async () => {
    const res = await call(app, { method: 'GET', url: '/api/tickets/keys' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    return res.json<Jwks>().keys;
  };
  const firstJwk = JSON.parse(TEST_CONFIG.ticketSigningKey!);
  const first = await keys();
  assert.deepEqual(first, [{ kty: 'OKP', crv: 'Ed25519', x: firstJwk.x, kid: firstJwk.kid, alg: 'EdDSA', use: 'sig' }]);

  // A ticket signed with the first key.
  const f = await insertExperience(database.db);
  const { cookie } = await signUp(app);
  const hold = await post(
    app,
    '/api/holds',
    { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 1 }] },
    { cookie },
  );
  const paid = await post(
    app,
    '/api/bookings',
    { holdId: hold.json().hold.id, payment: { cardLast4: '4242', cvc: '123' } },
    { cookie, 'idempotency-key': 'jwks-1' },
  );
  const page = (
    await call(app, { method: 'GET', url: `/api/bookings/${paid.json().booking.reference}`, headers: { cookie } })
  ).json<BookingTickets>();
  const oldToken = page.tickets[0].token!;

  // Rotation: a new key signs; the old one, retired, keeps verifying its live tickets and stays in the set.
  const { d: _private, ...firstPublic } = firstJwk;
  const rotated = await keyringFrom(await generateSigningJwk(), [firstPublic]);
  useKeyring(rotated);
  assert.equal(activeKeyring().kid, rotated.kid);
  assert.deepEqual(
    (await keys()).map((k) => k.kid),
    [rotated.kid, firstJwk.kid],
  );
  assert.equal((await verifyTicket(oldToken))?.jti, page.tickets[0].id);

  // Once every ticket of the old key has expired, the key leaves the set.
  await database.db
    .update(tickets)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(tickets.kid, firstJwk.kid));
  assert.deepEqual(
    (await keys()).map((k) => k.kid),
    [rotated.kid],
  );

  // A key pinned in TICKET_VERIFY_KEYS is served whatever the tickets table says.
  useKeyring(await keyringFrom(await generateSigningJwk(), [], [firstPublic]));
  assert.deepEqual((await keys()).map((k) => k.kid).slice(1), [firstJwk.kid]);
});
