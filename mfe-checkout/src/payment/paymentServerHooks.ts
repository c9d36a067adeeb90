// The payment page's server hook: what is being bought is the same for every visitor, so the server renders it. The
// experience and its sessions go into the request's query cache under the page's own queries, so the page renders
// from them and the browser does not ask again; the traveller's own parts (the hold) wait for the browser and the
// account. The head is the shell's (checkout is not indexed). The day's exchange rates (the prices' useMoney) come too.
import type { Experience } from '@kemet/contract';
import { experienceQuery, fxRatesQuery, isMissingExperience, recordIdOfUrlId } from '@kemet/platform/query';
import type { PrefetchResult, ServerPageContext } from '@kemet/platform/server-render';
import { availabilityQuery } from '../api/getAvailability';

export async function prefetchPayment(ctx: ServerPageContext): Promise<PrefetchResult> {
  const recordId = recordIdOfUrlId(ctx.params.eventId);
  if (recordId === null) return 'not-found';
  let experience: Experience;
  try {
    experience = await ctx.queryClient.fetchQuery(experienceQuery(recordId));
  } catch (error) {
    if (isMissingExperience(error)) return 'not-found';
    throw error;
  }
  // Without the sessions the page shows its placeholder for the choice, and the browser asks for them.
  await Promise.all([
    ctx.queryClient.prefetchQuery(availabilityQuery(recordId, experience.startsAt, ctx.renderedAt)),
    ctx.queryClient.prefetchQuery(fxRatesQuery()),
  ]);
  return 'found';
}
