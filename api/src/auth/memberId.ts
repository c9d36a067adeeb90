// A traveller's public member id (UId): `KMT-` and twelve random digits, shown on the account page.
import { randomInt } from 'node:crypto';

export const newUId = (): string => `KMT-${randomInt(100_000_000_000, 999_999_999_999)}`;
