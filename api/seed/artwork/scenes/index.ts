// Registry of the 20 destination themes, by the name their pictures are filed under; one file a region.
import type { Scene } from './scene.js';
import { pyramids, sphinxScene } from './giza.js';
import { karnak, valleyOfKings, hotAirBalloon } from './luxor.js';
import { feluccaScene, abuSimbel, philae, nubianVillage } from './aswan.js';
import { desertSafari, whiteDesert, siwaOasis } from './deserts.js';
import { redSeaReef, mountSinai, dahabBlueHole, qaitbay } from './coasts.js';
import { islamicCairo, khanElKhalili, nileDinnerCruise, egyptianMuseum } from './cairo.js';

export const SCENES: Record<string, Scene> = {
  pyramids,
  sphinx: sphinxScene,
  karnak,
  'valley-of-kings': valleyOfKings,
  'hot-air-balloon': hotAirBalloon,
  felucca: feluccaScene,
  'abu-simbel': abuSimbel,
  philae,
  'nubian-village': nubianVillage,
  'red-sea-reef': redSeaReef,
  'desert-safari': desertSafari,
  'white-desert': whiteDesert,
  'siwa-oasis': siwaOasis,
  'mount-sinai': mountSinai,
  'qaitbay-citadel': qaitbay,
  'islamic-cairo': islamicCairo,
  'khan-el-khalili': khanElKhalili,
  'nile-dinner-cruise': nileDinnerCruise,
  'dahab-blue-hole': dahabBlueHole,
  'egyptian-museum': egyptianMuseum,
};
