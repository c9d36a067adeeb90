import { groupedReference, referenceGroups, spelledReference } from './readAloud';

describe('readAloud', () => {
  it('cuts a reference into the prefix and groups of three', () => {
    expect(referenceGroups('KMT-7F3K2Q')).toEqual(['KMT', '7F3', 'K2Q']);
    expect(groupedReference('KMT-7F3K2Q')).toBe('KMT-7F3-K2Q');
  });

  it('spells each group in the NATO alphabet, digits as words, groups apart', () => {
    expect(spelledReference('KMT-7F3K2Q')).toBe('Kilo Mike Tango · Seven Foxtrot Three · Kilo Two Quebec');
    expect(spelledReference('KMT-XJ9W8A')).toBe('Kilo Mike Tango · X-ray Juliett Nine · Whiskey Eight Alfa');
  });

  it('reads a lower-case reference the same, and keeps a last group shorter than three', () => {
    expect(groupedReference('kmt-7f3k2')).toBe('KMT-7F3-K2');
    expect(spelledReference('kmt-7f3k2')).toBe('Kilo Mike Tango · Seven Foxtrot Three · Kilo Two');
  });
});
