// TRUST_PROXY: which hops in front of a server may tell it the client's address (X-Forwarded-For), host and scheme.
// Either a list of addresses/CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal) or a hop count; never
// "true", which would let any client choose its own address and so get a fresh rate limit per request.
import net from 'node:net';

/** What Fastify's trustProxy option gets: undefined when nobody is trusted. */
export type TrustProxy = string[] | number | undefined;

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EVERYONE = /^(true|yes|on|\*|all)$/i;
const NOBODY = /^(|false|no|off|0)$/i;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const text = (value ?? '').trim();
  if (NOBODY.test(text)) return undefined;
  if (EVERYONE.test(text)) {
    throw new Error(
      `${name}=${text} would trust every client to name its own address. Set it to the addresses of your proxies ` +
        `(e.g. ${name}=127.0.0.1 or 10.0.0.0/8) or to how many proxies stand in front (e.g. ${name}=1).`,
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `${name} lists ${wrong.map((w) => `'${w}'`).join(', ')}: expected IP addresses, CIDR ranges (10.0.0.0/8) or a hop count.`,
    );
  }
  return entries;
}

/** Fastify's trustProxy option; its types take a hop count only as a function. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): string[] | ((address: string, hop: number) => boolean) | undefined {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
