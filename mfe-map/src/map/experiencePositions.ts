// Where each experience sits: around its governorate's capital, spread by a small deterministic offset.
import type { Experience } from '@kemet/contract';
import type { Capital } from '../data/geoTypes';

export interface PlacedExperience {
  experience: Experience;
  position: [number, number];
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Degrees: about 6 km from the capital for the first, a little further for each next one. */
const BASE_RADIUS = 0.05;
const RADIUS_STEP = 0.025;

export function placeExperiences(experiences: Experience[], capitals: Capital[]): PlacedExperience[] {
  const capitalByState = new Map(capitals.filter((c) => c.state).map((c) => [c.state as string, c]));
  const seen = new Map<string, number>();
  return [...experiences]
    .sort((a, b) => a.id - b.id)
    .flatMap((experience) => {
      const capital = capitalByState.get(experience.location);
      if (!capital) return [];
      const index = seen.get(experience.location) ?? 0;
      seen.set(experience.location, index + 1);
      const angle = index * GOLDEN_ANGLE;
      const radius = BASE_RADIUS + RADIUS_STEP * Math.sqrt(index);
      const [lat, lng] = capital.position;
      return [
        { experience, position: [lat + radius * Math.sin(angle), lng + radius * Math.cos(angle)] as [number, number] },
      ];
    });
}
