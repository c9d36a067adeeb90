// The address follows the choice on the page (buy box and payment page): its search is replaced, keeping the path and
// the router's state, so a reload, Back from checkout or the sign-in detour finds the same choice, and Back leaves the
// page instead of undoing a click.
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@kemet/platform';

/** `search` with its '?', or '' for none; nothing is written while `writes` is false. */
export function useAddressFollows(search: string, writes = true) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (writes && search !== location.search)
      void navigate({ pathname: location.pathname, search }, { replace: true, state: location.state as unknown });
  }, [writes, search, location.pathname, location.search, location.state, navigate]);
}
