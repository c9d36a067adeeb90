import { formatPopulation } from './formatPopulation';

describe('formatPopulation', () => {
  it('groups digits and says the figure is approximate', () => {
    expect(formatPopulation(1234567)).toBe('Population: 1,234,567 (approx.)');
    expect(formatPopulation(20296000)).toBe('Population: 20,296,000 (approx.)');
  });
  it('says nothing when the population is unknown', () => {
    expect(formatPopulation(undefined)).toBeNull();
    expect(formatPopulation(Number.NaN)).toBeNull();
  });
});
