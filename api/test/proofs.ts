// Proof of work as the page gives it: on a 428, fetch a challenge, solve it, send the request again with the solution
// in X-Kemet-Proof.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const PROOF_REQUIRED = {
  error: { code: 'PROOF_OF_WORK_REQUIRED', message: 'Please wait a moment while we check this request.' },
};

export function assertProofRequired(res: LightMyRequestResponse): void {
  assert.equal(res.statusCode, 428, res.body);
  assert.deepEqual(res.json(), PROOF_REQUIRED);
}

/** A solved challenge of `app`, as the X-Kemet-Proof header carries it. */
export async function solvedProof(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/challenge' });
  assert.equal(res.statusCode, 200, res.body);
  const { algorithm, challenge, maxnumber, salt, signature } = res.json();
  assert.equal(algorithm, 'SHA-256');
  const payload = { algorithm, challenge, number: solve(challenge, salt, maxnumber), salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * The number whose hash with the salt is the challenge: the same search as altcha-lib's solveChallenge in the page,
 * with Node's synchronous hash, which finds it about 40 times faster here than one Web Crypto promise per try.
 */
function solve(challenge: string, salt: string, maxnumber: number): number {
  for (let number = 0; number <= maxnumber; number++)
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  assert.fail('the challenge has a solution below maxnumber');
}

/** Sends the request; on 428 sends it once more with a fresh proof. `proofs` counts the proofs given. */
export async function sendProving(
  app: FastifyInstance,
  send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  proofs?: { count: number },
): Promise<LightMyRequestResponse> {
  const first = await send({});
  if (first.statusCode !== 428) return first;
  assertProofRequired(first);
  if (proofs) proofs.count++;
  return send({ 'x-kemet-proof': await solvedProof(app) });
}
