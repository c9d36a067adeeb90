/** @jest-environment node */
// The repository describes itself in docs/: nothing may point at the product spec that lived outside it, and every
// pointer into docs/ (a comment's `docs/product/rules.md#sessions`, a README's link) must name a file and a section
// that exist, so a renamed heading cannot leave comments pointing nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|css|md|yml|yaml|html)$|(^|\/)Dockerfile$/;

/** The repository root: the nearest folder up whose package.json lists the workspaces. */
function repoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
  }
  throw new Error(`no workspace root above ${from}`);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.data') ? [] : textFiles(full);
    return TEXT_FILE.test(full) ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsIn(markdownFile: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of readFileSync(markdownFile, 'utf8').split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** What is wrong with a pointer to `file` (absolute) and its `#anchor`, or null when both exist. */
function brokenTarget(file: string, anchor: string | undefined): string | null {
  if (!existsSync(file)) return 'no such file';
  if (anchor && !anchorsIn(file).has(anchor)) return `no heading for #${anchor}`;
  return null;
}

const root = repoRoot(__dirname);
const files = textFiles(root);
const relative = (file: string) => path.relative(root, file);

describe("the project's own documents", () => {
  it('has an index and the product documents', () => {
    for (const doc of [
      'README.md',
      'product/routes.md',
      'product/pages.md',
      'product/texts-and-messages.md',
      'product/rules.md',
    ]) {
      expect(existsSync(path.join(root, 'docs', doc))).toBe(true);
    }
  });

  it('no file points at the product spec from outside the repository', () => {
    // This file names what it looks for, so it is left out.
    const outsideSpec = /seed-spec|\bspec §|\bthe spec\b(?!\s+files?\b)/i;
    const offenders = files
      .filter((file) => file !== __filename && outsideSpec.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('every docs/… path a file mentions exists, with the section its #anchor names', () => {
    // A `docs/….md` or `../docs/….md` path, read from the root; a URL's path ("…/api/docs/…") is no such mention.
    const mention = /(?<![\w./-])(?:\.\.\/)*(docs\/[\w/.-]+?\.md)(?:#([\w-]+))?/g;
    const broken = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(mention)].flatMap(([text, target, anchor]) => {
        const problem = brokenTarget(path.join(root, target!), anchor);
        return problem ? [`${relative(file)}: ${text} (${problem})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every link between the documents in docs/ resolves, with its section', () => {
    const link = /\]\(((?!https?:)[^)#\s]*)(?:#([\w-]+))?\)/g;
    const docs = files.filter((file) => relative(file).startsWith(`docs${path.sep}`) && file.endsWith('.md'));
    const broken = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(link)].flatMap(([text, target, anchor]) => {
        const problem = brokenTarget(target ? path.resolve(path.dirname(file), target) : file, anchor);
        return problem ? [`${relative(file)}: ${text} (${problem})`] : [];
      }),
    );
    expect(docs.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
