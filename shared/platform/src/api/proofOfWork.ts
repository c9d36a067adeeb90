// The proof a request carries when the service asks for a little work first (428 PROOF_OF_WORK_REQUIRED, header and code
// in @kemet/contract): an ALTCHA challenge from GET /api/challenge, solved by solvedProof.ts. A proof admits one request.
// When the page cannot give one, the refusal is the page's own code and words.

export const PROOF_FAILED_CODE = 'PROOF_OF_WORK_FAILED';
export const PROOF_FAILED_MESSAGE = 'We could not check this request. Please try again.';

/** GET /api/challenge: altcha-lib's createChallenge. */
export interface ProofChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
