// argon2id hashing in a small pool of threads, rehash-on-login, and the common-password list. The pool bounds the
// memory a burst of sign-ins takes, and its threads run below the API's priority: on Linux a thread's nice value is
// its own, so during a burst the CPU goes first to the event loop that answers every other request, and only the
// sign-ins wait.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ThreadPool } from '../threads/threadPool.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { messages, personalPasswordProblem, type PasswordOwner } from '@kemet/contract';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Nice +10: about a tenth of a core against a thread at the default priority, all of it when the core is free. */
export const HASHING_NICE_INCREMENT = 10;

// The worker is TypeScript when the API runs from source (tsx), JavaScript when built.
const hashWorker = new URL(`./hashWorker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;

export class PasswordHasher {
  private readonly pool: ThreadPool;
  /** At most `maxConcurrent` hashes run at once; the rest wait in order. A thread that fails goes to `onError`. */
  constructor(
    private readonly params: Argon2Params,
    maxConcurrent: number,
    onError: (error: Error) => void = () => {},
  ) {
    const threads = Math.max(1, maxConcurrent);
    this.pool = new ThreadPool(
      { filename: hashWorker, minThreads: threads, maxThreads: threads, niceIncrement: HASHING_NICE_INCREMENT },
      onError,
    );
  }

  hash(password: string): Promise<string> {
    return this.pool.run({ password, params: this.params }, { name: 'hash' }) as Promise<string>;
  }

  async verify(encoded: string, password: string): Promise<boolean> {
    try {
      return (await this.pool.run({ encoded, password }, { name: 'verify' })) as boolean;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
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
  if (isCommonPassword(password))
    throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { [field]: messages.passwordCommon });
}

/** The owner's personal words (the same rule as the forms); the route schema has already checked the length. */
export function refusePersonalPassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = personalPasswordProblem(password, owner);
  if (problem) throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { [field]: problem });
}
