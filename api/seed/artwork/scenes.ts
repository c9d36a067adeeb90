// Registry of the 20 destination themes; each scene draws dawn, day and dusk differently.
import type { Scene } from './scenes-a.js';
import * as A from './scenes-a.js';
import * as B from './scenes-b.js';
import * as C from './scenes-c.js';

export const SCENES: Record<string, Scene> = {
  pyramids: A.pyramids,
  sphinx: A.sphinxScene,
  karnak: A.karnak,
  'valley-of-kings': A.valleyOfKings,
  'hot-air-balloon': A.hotAirBalloon,
  felucca: A.feluccaScene,
  'abu-simbel': A.abuSimbel,
  philae: B.philae,
  'nubian-village': B.nubianVillage,
  'red-sea-reef': B.redSeaReef,
  'desert-safari': B.desertSafari,
  'white-desert': B.whiteDesert,
  'siwa-oasis': B.siwaOasis,
  'mount-sinai': B.mountSinai,
  'qaitbay-citadel': C.qaitbay,
  'islamic-cairo': C.islamicCairo,
  'khan-el-khalili': C.khanElKhalili,
  'nile-dinner-cruise': C.nileDinnerCruise,
  'dahab-blue-hole': C.dahabBlueHole,
  'egyptian-museum': C.egyptianMuseum,
};
