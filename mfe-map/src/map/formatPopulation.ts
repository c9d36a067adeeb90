// The popup's population line: 'Population: 1,234,567 (approx.)' (the source mixes city and metro figures), or in
// the words and digits the page gives.
export interface PopulationWords {
  number(population: number): string;
  line(figure: string): string;
}

const ENGLISH: PopulationWords = {
  number: (population) => population.toLocaleString('en-US'),
  line: (figure) => `Population: ${figure} (approx.)`,
};

export function formatPopulation(population: number | undefined, words: PopulationWords = ENGLISH): string | null {
  if (typeof population !== 'number' || !Number.isFinite(population)) return null;
  return words.line(words.number(Math.round(population)));
}
