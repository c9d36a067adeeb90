// What a ticket category asks the traveller to show at the gate, in the words the pages use: "Bring: Passport".
import type { Proof } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';

export function useProofToBring(): (proof: Proof) => string {
  const { t } = useTranslation('checkout');
  return (proof) => (proof === 'none' ? t('proof.none') : t('proof.bring', { proof: t(`proof.${proof}`) }));
}
