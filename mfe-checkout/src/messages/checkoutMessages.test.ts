import en from './checkout.en';
import ar from './checkout.ar';

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the checkout namespace', () => {
  it('has an Arabic text for every English one, and no Arabic text English lacks', () => {
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();
    expect(base(keysOf(ar))).toEqual(base(keysOf(en)));
  });

  it('gives Arabic plurals all six forms, where English has one and other', () => {
    const plurals = [
      ...new Set(
        keysOf(en)
          .filter((key) => PLURAL.test(key))
          .map((key) => key.replace(PLURAL, '')),
      ),
    ];
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals)
      expect(
        keysOf(ar)
          .filter((k) => k.replace(PLURAL, '') === key && PLURAL.test(k))
          .map((k) => PLURAL.exec(k)![1])
          .sort(),
      ).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('writes Arabic texts in Arabic letters (the quantity lines and the example CVC aside)', () => {
    const latinOnly = keysOf(ar).filter((key) => {
      const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, ar as Tree) as string;
      return !/[\u0600-\u06ff]/.test(text);
    });
    expect(latinOnly).toEqual(['quote.line', 'cards.cvcPlaceholder', 'ticketChoice.quote.line']);
  });
});
