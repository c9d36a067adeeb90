// What the gate asks to see for a category, in the page's language.
import type { Proof } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';

export function useProofText(): (proof: Proof) => string {
  const { t } = useTranslation('partner');
  return (proof) => t(`proof.${proof}`);
}
