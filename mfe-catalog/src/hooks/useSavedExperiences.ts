// Which experiences the visitor saved, and the ♥'s toggle (docs/product/wishlist.md#saving): signed out, the device's
// list; signed in, the account's (the device's merged into it first, wishlistQueries.ts), changed at once on the page
// and put back if the service refuses. Until the page is live, nothing is known: the server rendered every ♥ as not
// saved and waiting, and the first render in the browser draws the same.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated, useViewer } from '@kemet/platform';
import { wishlistApi } from '../api/wishlistApi';
import { wishlistIdsQuery, wishlistKeys } from '../api/wishlistQueries';
import { deviceWishlist, useDeviceWishlist } from './deviceWishlist';

export interface SavedExperiences {
  /** False until the ♥ can act: before hydration, and while the account's list loads. */
  live: boolean;
  isSaved: (experienceId: number) => boolean;
  toggle: (experienceId: number) => void;
  /** The last change the service refused, if any. */
  error: Error | null;
}

export function useSavedExperiences(): SavedExperiences {
  const hydrated = useHydrated();
  const { loggedIn } = useViewer();
  const queryClient = useQueryClient();
  const onDevice = useDeviceWishlist();
  const account = useQuery({ ...wishlistIdsQuery(), enabled: hydrated && loggedIn });
  const change = useMutation({
    mutationFn: ({ id, save }: { id: number; save: boolean }) => (save ? wishlistApi.save(id) : wishlistApi.remove(id)),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.ids });
      const before = queryClient.getQueryData<number[]>(wishlistKeys.ids);
      queryClient.setQueryData<number[]>(wishlistKeys.ids, (ids = []) =>
        save ? [id, ...ids.filter((saved) => saved !== id)] : ids.filter((saved) => saved !== id),
      );
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(wishlistKeys.ids, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });

  if (!hydrated) return { live: false, isSaved: () => false, toggle: () => {}, error: null };
  if (!loggedIn)
    return { live: true, isSaved: (id) => onDevice.includes(id), toggle: deviceWishlist.toggle, error: null };
  const ids = account.data;
  return {
    live: ids !== undefined,
    isSaved: (id) => ids?.includes(id) ?? false,
    toggle: (id) => change.mutate({ id, save: !ids?.includes(id) }),
    error: change.error,
  };
}
