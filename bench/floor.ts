// The floor page (floorServer.ts: a heading and one image): what this machine and browser cost before any of Kemet's.
// Page budgets are judged against it, measured in the same run.
import type { LoadFigures } from './pageLoads';

/** How the floor's row is named in the loads table. */
export const FLOOR_PAGE = '(floor: a heading and one image)';

/** The floor's figures on the profile a page was loaded on. */
export const floorOf = (load: LoadFigures, floor: LoadFigures[] = []) =>
  floor.find((f) => f.profile === load.profile && f.page === FLOOR_PAGE);
