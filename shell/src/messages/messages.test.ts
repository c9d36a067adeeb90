// Every shell message exists in both languages, with the same placeholders and tags, and the Arabic is Arabic.
import shellArabic from './shell.ar';
import shellEnglish from './shell.en';
import shellPagesArabic from './shellPages.ar';
import shellPagesEnglish from './shellPages.en';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe.each([
  ['shell', shellEnglish, shellArabic],
  ['shellPages', shellPagesEnglish, shellPagesArabic],
])('%s', (_namespace, english, arabic) => {
  const en = leaves(english);
  const ar = leaves(arabic);

  test('Arabic has every English key and no other', () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
  });

  test('each Arabic text keeps the placeholders and tags of its English one, and is written in Arabic', () => {
    for (const [key, text] of en) {
      const translated = ar.get(key) ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, arabic: /[\u0600-\u06ff]/.test(translated) }).toEqual({ key, arabic: true });
    }
  });
});
