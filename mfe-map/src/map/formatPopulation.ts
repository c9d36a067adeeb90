// The popup's population line: 'Population: 1,234,567 (approx.)' (the source mixes city and metro figures).
export function formatPopulation(population: number | undefined): string | null {
  if (typeof population !== 'number' || !Number.isFinite(population)) return null;
  return `Population: ${Math.round(population).toLocaleString('en-US')} (approx.)`;
}
