// The reviews of an experience the signed-in traveller found helpful (GET /events/:id/reviews/helpful-votes), so their
// "Helpful" shows pressed on a later visit too. Asked for once the page is live (the server's HTML is the same for
// every visitor), under the account's keys (['my', …]): the cache forgets them when the account on the page changes.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { myKeys, useHydrated, useViewer } from '@kemet/platform';
import type { HelpfulVotes } from '@kemet/contract';
import { reviewsApi } from './reviewsApi';

const helpfulVotesKey = (recordId: number) => [...myKeys.all, 'reviews', 'helpful', recordId] as const;

export function useHelpfulVotes(recordId: number) {
  const hydrated = useHydrated();
  const { loggedIn } = useViewer();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: helpfulVotesKey(recordId),
    queryFn: ({ signal }) => reviewsApi.helpfulVotes(recordId, signal),
    enabled: hydrated && loggedIn,
  });
  return {
    /** Whether the traveller voted for this review (as far as the page knows yet). */
    votedFor: (reviewId: number) => loggedIn && (query.data?.reviewIds.includes(reviewId) ?? false),
    /** A vote the service just counted. */
    counted: (reviewId: number) =>
      client.setQueryData<HelpfulVotes>(helpfulVotesKey(recordId), (votes) => ({
        reviewIds: [...(votes?.reviewIds ?? []), reviewId],
      })),
  };
}
