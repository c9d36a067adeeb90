// Checkout's read of the experience being bought, through the shared query options: the same cache entry as the
// catalogue's details page, so coming from there nothing is asked again; the server's render of the payment page fills
// it too (payment/paymentServerHooks.ts).
import { useQuery } from '@tanstack/react-query';
import { experienceQuery, isMissingExperience } from '@kemet/platform/query';

/** recordId is null for a link that names no experience (nothing is asked). */
export function useExperienceToBook(recordId: number | null) {
  const query = useQuery({ ...experienceQuery(recordId ?? 0), enabled: recordId !== null });
  const notFound = recordId === null || isMissingExperience(query.error);
  return { query, notFound };
}
