// A booking reference written to be read aloud over a phone or at a gate: "KMT-7F3K2Q" shown as "KMT-7F3-K2Q" and
// spelt "Kilo Mike Tango · Seven Foxtrot Three · Kilo Two Quebec".
const NATO: Record<string, string> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliett',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
  '0': 'Zero',
  '1': 'One',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
};

/** The reference in groups of at most three characters: the prefix, then the code cut in threes. */
export function referenceGroups(reference: string): string[] {
  return reference
    .toUpperCase()
    .split('-')
    .filter((part) => part.length > 0)
    .flatMap((part) => part.match(/.{1,3}/g) ?? []);
}

/** "KMT-7F3-K2Q": the groups joined by dashes, for the eye. */
export const groupedReference = (reference: string): string => referenceGroups(reference).join('-');

/** "Kilo Mike Tango · Seven Foxtrot Three · Kilo Two Quebec": each group spelt in the NATO alphabet, for the ear. */
export const spelledReference = (reference: string): string =>
  referenceGroups(reference)
    .map((group) => [...group].map((character) => NATO[character] ?? character).join(' '))
    .join(' · ');
