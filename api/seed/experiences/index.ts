// The catalogue Kemet starts with: real places, our own words. Order = record id (1..N); do not reorder.
import { citiesAndCoasts } from './citiesAndCoasts.js';
import { desertsAndNile } from './desertsAndNile.js';
import { firstListed } from './firstListed.js';
import type { SeedExperience } from './seedExperience.js';

export type { SeedExperience };
export const seedExperiences: SeedExperience[] = [...firstListed, ...citiesAndCoasts, ...desertsAndNile];
