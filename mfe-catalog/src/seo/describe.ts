// A meta description from an experience's text: search engines show about 155 characters, so longer text is cut at a
// word and ends with an ellipsis.
export const DESCRIPTION_LENGTH = 155;

export function metaDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A page's title as the tab shows it (the shell's usePageTitle writes the same form). */
export const pageTitle = (title: string) => `${title} · Kemet`;
