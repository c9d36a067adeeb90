// Catalog's read of one experience, by the id in a details page's URL. Checkout reads the same cache entry.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { experienceKeys } from '@kemet/platform';
import { experienceQuery, isMissingExperience, recordIdOfUrlId } from '@kemet/platform/query';

/**
 * The experience at a URL id; notFound for a malformed id (nothing is asked), one the API does not know, or one the
 * server's render already found missing (its page state says so: the browser hydrates the same page, asking nothing).
 */
export function useExperienceAt(urlId: string | undefined) {
  const recordId = recordIdOfUrlId(urlId);
  const known = useQueryClient().getQueryData(experienceKeys.missing(recordId ?? 0)) === true;
  const query = useQuery({ ...experienceQuery(recordId ?? 0), enabled: recordId !== null && !known });
  return { query, notFound: recordId === null || known || isMissingExperience(query.error) };
}
