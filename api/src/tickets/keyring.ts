// The Ed25519 keys of ticket tokens: the current signing key and the earlier public keys that still verify, from the
// environment (TICKET_SIGNING_KEY, TICKET_VERIFY_KEYS) or from ticket-keys.json in the data directory; rotation.
import { randomUUID, type webcrypto } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';
import type { Jwks } from '@kemet/contract';

type Jwk = Jwks['keys'][number];

export const KEYS_FILE = 'ticket-keys.json';

/** What ticket-keys.json holds: the current private JWK and the public JWKs of retired keys. */
export interface KeyFile {
  current: JWK;
  retired: JWK[];
}

export interface Keyring {
  kid: string;
  signingKey: webcrypto.CryptoKey;
  /** Every key that verifies, current first, by kid. */
  verifyKeys: Map<string, webcrypto.CryptoKey>;
  /** Their public JWKs, current first. */
  publicJwks: Jwk[];
  /** Kids listed in TICKET_VERIFY_KEYS: served in the JWKS whether or not the database still has their tickets. */
  pinnedKids: Set<string>;
}

export interface KeySource {
  /** TICKET_SIGNING_KEY: a private Ed25519 JWK as JSON, or a PKCS#8 PEM (`openssl genpkey -algorithm ed25519`). */
  signingKey?: string;
  /** TICKET_VERIFY_KEYS: a JSON array of earlier public JWKs. */
  verifyKeys?: string;
  /** Where ticket-keys.json lives when no signing key is configured; without it, a key for this process only. */
  dataDir?: string;
}

/** The short kid of a key: the first 8 characters of its RFC 7638 thumbprint. */
export async function kidOf(jwk: JWK): Promise<string> {
  return (await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x })).slice(0, 8);
}

/** A new private JWK with its kid. */
export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await kidOf(jwk) };
}

function publicJwk(jwk: JWK, kid: string): Jwk {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x) throw new Error(`ticket key ${kid} is not an Ed25519 JWK`);
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' };
}

// An OKP JWK imports as a CryptoKey (only symmetric JWKs come back as bytes).
const importKey = async (jwk: JWK) => (await importJWK(jwk, 'EdDSA')) as webcrypto.CryptoKey;

/** Builds the keyring from a private JWK and earlier public JWKs (duplicates of the current key are ignored). */
export async function keyringFrom(current: JWK, retired: JWK[], pinned: JWK[] = []): Promise<Keyring> {
  if (!current.d) throw new Error('the ticket signing key must be a private JWK (with "d")');
  const kid = await kidOf(current);
  const signingKey = await importKey({ ...current, alg: 'EdDSA' });
  const verifyKeys = new Map<string, webcrypto.CryptoKey>();
  const publicJwks: Jwk[] = [];
  const pinnedKids = new Set<string>();
  for (const [index, jwk] of [current, ...retired, ...pinned].entries()) {
    const keyKid = await kidOf(jwk);
    if (index > retired.length) pinnedKids.add(keyKid);
    if (verifyKeys.has(keyKid)) continue;
    const pub = publicJwk(jwk, keyKid);
    verifyKeys.set(keyKid, await importKey({ kty: pub.kty, crv: pub.crv, x: pub.x }));
    publicJwks.push(pub);
  }
  return { kid, signingKey, verifyKeys, publicJwks, pinnedKids };
}

function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
}

/** A new file beside `file`, holding content, readable by the owner only; its name. */
async function writeBeside(file: string, content: KeyFile): Promise<string> {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  return temporary;
}

/** Writes the key file whole (a temporary file renamed over it). */
async function writeKeyFile(file: string, content: KeyFile): Promise<void> {
  await rename(await writeBeside(file, content), file);
}

/**
 * ticket-keys.json of dataDir, created with a fresh key on first use. The new file is written whole under another name
 * and linked into place: link() fails if the file exists, so of instances starting together one creates it and the
 * others read it complete.
 */
export async function readOrCreateKeyFile(dataDir: string): Promise<KeyFile> {
  const file = path.join(dataDir, KEYS_FILE);
  const fresh: KeyFile = { current: await generateSigningJwk(), retired: [] };
  const temporary = await writeBeside(file, fresh);
  try {
    await link(temporary, file);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return parseJson<KeyFile>(await readFile(file, 'utf8'), file);
}

/** Rotation of the file's keys: a new current key signs from now on; the old one's public half keeps verifying. */
export async function rotateKeyFile(dataDir: string): Promise<{ previousKid: string; kid: string }> {
  const file = path.join(dataDir, KEYS_FILE);
  const keys = await readOrCreateKeyFile(dataDir);
  const previousKid = await kidOf(keys.current);
  const current = await generateSigningJwk();
  const { d: _private, ...previousPublic } = keys.current;
  await writeKeyFile(file, { current, retired: [previousPublic, ...keys.retired] });
  return { previousKid, kid: current.kid as string };
}

/** TICKET_SIGNING_KEY as a JWK: given as one, or read from a PEM so a compose secret can come straight from openssl. */
async function configuredJwk(text: string): Promise<JWK> {
  if (!text.trimStart().startsWith('-----BEGIN')) return parseJson<JWK>(text, 'TICKET_SIGNING_KEY');
  const key = await importPKCS8(text, 'EdDSA', { extractable: true }).catch(() => {
    throw new Error('TICKET_SIGNING_KEY is not an Ed25519 private key in PEM (PKCS#8)');
  });
  return exportJWK(key);
}

let processKey: Promise<JWK> | undefined;

/**
 * The keyring of a source: the configured keys; else the data directory's file; else (an in-memory database) one key
 * made once for this process, which `shared: false` reports so the caller can warn.
 */
export async function loadKeyring(source: KeySource): Promise<{ keyring: Keyring; shared: boolean }> {
  const pinned = source.verifyKeys ? parseJson<JWK[]>(source.verifyKeys, 'TICKET_VERIFY_KEYS') : [];
  if (!Array.isArray(pinned)) throw new Error('TICKET_VERIFY_KEYS must be a JSON array of public JWKs');
  if (source.signingKey)
    return { keyring: await keyringFrom(await configuredJwk(source.signingKey), [], pinned), shared: true };
  if (source.dataDir) {
    const keys = await readOrCreateKeyFile(source.dataDir);
    return { keyring: await keyringFrom(keys.current, keys.retired, pinned), shared: true };
  }
  processKey ??= generateSigningJwk();
  return { keyring: await keyringFrom(await processKey, [], pinned), shared: false };
}

let active: Keyring | undefined;

/** Makes keyring the one signTicket and verifyTicket use (buildApp does it at start; tests to rotate). */
export function useKeyring(keyring: Keyring): void {
  active = keyring;
}

export function activeKeyring(): Keyring {
  if (!active) throw new Error('no ticket keyring loaded: buildApp() loads it');
  return active;
}
