// The gate's answer in the page's language, by its result code (CHECKIN_MESSAGES in English): English shows the
// service's own words, other languages this namespace's words for the code. The same for the proof to check.
import { useCallback } from 'react';
import { PROOF_CHECKS, type CheckinAnswer, type Proof } from '@kemet/contract';
import { usePreferences, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';

export function useCheckinWords() {
  const { t } = useTranslation('account');
  const { language } = usePreferences();
  const verdict = useCallback(
    (answer: CheckinAnswer) => (language === 'en' ? answer.message : t(`checkin.${answer.result}`)),
    [language, t],
  );
  const proofCheck = useCallback(
    (proof: Proof) => (PROOF_CHECKS[proof] === null ? null : t(`proofCheck.${proof}`)),
    [t],
  );
  return { verdict, proofCheck };
}
