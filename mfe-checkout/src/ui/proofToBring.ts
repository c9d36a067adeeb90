// What a ticket category asks the traveller to show at the gate, in the words the pages use: "Bring: Passport".
import { PROOF_LABELS, type Proof } from '@kemet/contract';

export const proofToBring = (proof: Proof): string => (proof === 'none' ? PROOF_LABELS.none : `Bring: ${PROOF_LABELS[proof]}`);
