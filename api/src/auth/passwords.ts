// argon2id hashing behind a small semaphore (bounded memory under bursts), rehash-on-login, and the common-password list.
import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { messages, personalPasswordProblem, type PasswordOwner } from '@kemet/contract';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the typings, unusable with isolatedModules)

/** Runs at most `limit` tasks at once; the rest wait in FIFO order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export class PasswordHasher {
  private readonly gate: Semaphore;
  constructor(
    private readonly params: Argon2Params,
    maxConcurrent: number,
  ) {
    this.gate = new Semaphore(Math.max(1, maxConcurrent));
  }

  hash(password: string): Promise<string> {
    return this.gate.run(() => hash(password, { algorithm: ARGON2ID, ...this.params }));
  }

  async verify(encoded: string, password: string): Promise<boolean> {
    try {
      return await this.gate.run(() => verify(encoded, password));
    } catch {
      return false;
    }
  }

  /** True when the stored PHC string was made with parameters other than the current ones. */
  needsRehash(encoded: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
    if (!match) return true;
    const [m, t, p] = match.slice(1).map(Number);
    return m !== this.params.memoryCost || t !== this.params.timeCost || p !== this.params.parallelism;
  }
}

let common: Set<string> | undefined;

/** The 30,000 most common passwords shipped with zxcvbn (MIT), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    const require = createRequire(import.meta.url);
    const lists = require('zxcvbn/lib/frequency_lists') as { passwords: string[] };
    common = new Set(lists.passwords);
  }
  return common.has(password.toLowerCase());
}

/** The common-password list is too big for the browser, so the API alone applies it; the words are the shared ones. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { [field]: messages.passwordCommon });
}

/** The owner's personal words (the same rule as the forms); the route schema has already checked the length. */
export function refusePersonalPassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = personalPasswordProblem(password, owner);
  if (problem) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { [field]: problem });
}
