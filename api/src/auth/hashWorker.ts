// A password-hashing thread of PasswordHasher's pool (passwords.ts).
import { hashSync, verifySync } from '@node-rs/argon2';
import type { Argon2Params } from './passwords.js';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the typings, unusable with isolatedModules)

export const hash = ({ password, params }: { password: string; params: Argon2Params }): string =>
  hashSync(password, { algorithm: ARGON2ID, ...params });

export const verify = ({ encoded, password }: { encoded: string; password: string }): boolean =>
  verifySync(encoded, password);
