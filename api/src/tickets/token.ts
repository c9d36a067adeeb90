// Ticket tokens: a compact JWS (EdDSA, header {alg, kid} only, to keep the QR small) of the claims a gate checks.
import { CompactSign, compactVerify, decodeProtectedHeader } from 'jose';
import type { Proof } from '@kemet/contract';
import { activeKeyring, type Keyring } from './keyring.js';

/** What a token says (docs/product/rules.md#e-tickets-and-the-gate); times in epoch seconds. */
export interface TicketClaims {
  /** Ticket id, 16 characters base64url. */
  jti: string;
  /** Booking reference. */
  ref: string;
  /** Experience id. */
  xp: number;
  /** Provider id. */
  pv: number;
  /** Session start. */
  st: number;
  /** Category label. */
  cat: string;
  /** Proof to check at the gate. */
  prf: Proof;
  /** Expiry: session end + TICKET_EXPIRES_HOURS_AFTER_END. */
  exp: number;
}

const PROOFS: readonly string[] = ['national_id', 'passport', 'student_card', 'none'];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The token of claims, signed with the keyring's current key; its kid goes with it into tickets.kid. */
export async function signTicket(
  claims: TicketClaims,
  keyring: Keyring = activeKeyring(),
): Promise<{ token: string; kid: string }> {
  const payload = {
    jti: claims.jti,
    ref: claims.ref,
    xp: claims.xp,
    pv: claims.pv,
    st: claims.st,
    cat: claims.cat,
    prf: claims.prf,
    exp: claims.exp,
  };
  const token = await new CompactSign(encoder.encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: keyring.kid })
    .sign(keyring.signingKey);
  return { token, kid: keyring.kid };
}

export interface VerifyOptions {
  keyring?: Keyring;
  /** The clock, for tests. */
  now?: Date;
}

/**
 * The claims of a genuine, unexpired token; null for a bad signature, an unknown kid, a malformed token or an expired
 * one.
 */
export async function verifyTicket(
  token: string,
  { keyring = activeKeyring(), now = new Date() }: VerifyOptions = {},
): Promise<TicketClaims | null> {
  try {
    const header = decodeProtectedHeader(token);
    // Only EdDSA with a kid we hold: "alg": "none" or an HMAC header never reaches a key.
    const key =
      header.alg === 'EdDSA' && typeof header.kid === 'string' ? keyring.verifyKeys.get(header.kid) : undefined;
    if (!key) return null;
    const { payload } = await compactVerify(token, key, { algorithms: ['EdDSA'] });
    const claims = asClaims(JSON.parse(decoder.decode(payload)));
    if (!claims || claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}

function asClaims(value: unknown): TicketClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0;
  const integer = (v: unknown) => Number.isSafeInteger(v);
  if (
    !text(c.jti) ||
    !text(c.ref) ||
    !integer(c.xp) ||
    !integer(c.pv) ||
    !integer(c.st) ||
    !text(c.cat) ||
    !integer(c.exp)
  )
    return null;
  if (typeof c.prf !== 'string' || !PROOFS.includes(c.prf)) return null;
  return c as unknown as TicketClaims;
}
