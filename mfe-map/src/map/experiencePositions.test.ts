import { makeExperience } from '@kemet/tooling/testing';
import { placeExperiences } from './experiencePositions';

const luxor = { key: 'l', name: 'Luxor', state: 'Luxor', position: [25.7, 32.64] as [number, number] };

describe('placeExperiences', () => {
  const experiences = [
    makeExperience({ id: 2, name: 'A', location: 'Luxor' }),
    makeExperience({ id: 1, name: 'B', location: 'Luxor' }),
    makeExperience({ id: 3, name: 'C', location: 'Atlantis' }),
  ];

  it('puts each experience near its governorate capital, each at its own spot', () => {
    const placed = placeExperiences(experiences, [luxor]);
    expect(placed.map((p) => p.experience.id)).toEqual([1, 2]);
    const [first, second] = placed.map((p) => p.position);
    expect(first).not.toEqual(second);
    for (const [lat, lng] of [first!, second!]) {
      expect(Math.hypot(lat - 25.7, lng - 32.64)).toBeGreaterThan(0.01);
      expect(Math.hypot(lat - 25.7, lng - 32.64)).toBeLessThan(0.2);
    }
  });

  it('places the same experiences at the same spots every time', () => {
    expect(placeExperiences([...experiences].reverse(), [luxor])).toEqual(placeExperiences(experiences, [luxor]));
  });
});
