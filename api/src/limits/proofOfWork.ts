// Proof of work (ALTCHA, altcha-lib's v1 protocol) instead of a wall for a crowd behind one address: past a soft limit
// a request is admitted with a solved challenge in X-Kemet-Proof, and each challenge admits one request (api/README.md,
// "Fair limits and proof of work").
import { randomUUID } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_REQUIRED } from '@kemet/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { ApiError } from '../http/errors.js';

const PROOF_HEADER = PROOF_OF_WORK_HEADER.toLowerCase();

/** The header's schema on every route that may ask for proof (sent whether or not proof is due). */
export const ProofHeader = Type.Optional(
  Type.String({ description: 'base64 of the solved challenge (GET /api/challenge) when the API answered 428' }),
);

const PROOF_REQUIRED_MESSAGE = 'Please wait a moment while we check this request.';

type Challenge = Awaited<ReturnType<typeof createChallenge>>;

const proofRequired = () => new ApiError(428, PROOF_OF_WORK_REQUIRED, PROOF_REQUIRED_MESSAGE);

export interface ProofOfWork {
  challenge(): Promise<Challenge & { maxnumber: number }>;
  /** Admits the request when it carries a valid, unexpired and unused proof; else 428 PROOF_OF_WORK_REQUIRED. */
  require(request: FastifyRequest, why: string): Promise<void>;
}

export function proofOfWork({ config, limitKeys, onceStore }: AppContext): ProofOfWork {
  const hmacKey = limitKeys.challenge;
  return {
    challenge: async () => {
      const expires = new Date(Date.now() + config.powExpirySeconds * 1000);
      const challenge = await createChallenge({ hmacKey, maxnumber: config.powMaxNumber, expires });
      return { ...challenge, maxnumber: config.powMaxNumber };
    },

    async require(request, why) {
      const proof = request.headers[PROOF_HEADER];
      const valid = typeof proof === 'string' && proof.length <= 2048 && (await verified(proof, hmacKey));
      // The signature names its challenge: claimed until the challenge expires, a second use of it is refused.
      if (valid && (await claimOnce(proof)) === 'first') return;
      request.log.info({ event: 'proof_required', why, ip: request.ip, sent: proof !== undefined }, 'proof of work');
      throw proofRequired();
    },
  };

  async function claimOnce(proof: string): Promise<'first' | 'replayed'> {
    const solved = JSON.parse(Buffer.from(proof, 'base64').toString()) as Challenge;
    const expiresMs = Number(extractParams(solved).expires) * 1000 || Date.now() + config.powExpirySeconds * 1000;
    const ttlMs = Math.max(1000, expiresMs - Date.now());
    const claimant = randomUUID();
    return (await onceStore.claim(`proof:${solved.signature}`, claimant, ttlMs)) === claimant ? 'first' : 'replayed';
  }
}

/** Whether the payload solves a challenge signed with this key and not yet expired (a malformed one does not). */
async function verified(proof: string, hmacKey: string): Promise<boolean> {
  try {
    return await verifySolution(proof, hmacKey, true);
  } catch {
    return false;
  }
}
