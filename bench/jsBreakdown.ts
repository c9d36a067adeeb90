// Where a page's first-load JS goes, by package: each loaded script's source map (a `SOURCE_MAPS=true npm run build`)
// attributes every byte of the minified file to the module it came from. Gzip per package is the gzip of its bytes
// taken together, so the parts add up to a little more than the files' own gzip.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface PackageShare {
  /** An npm package, a Kemet workspace (@kemet/platform), an app's own code, or the webpack runtime. */
  origin: string;
  raw: number;
  gzip: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The generated column and source index of every mapping segment, line by line (source map v3, base64 VLQ). */
function decodeMappings(mappings: string): { column: number; source: number }[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: { column: number; source: number }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    return segments;
  });
}

/**
 * "webpack://kemet_shell/./node_modules/react-dom/cjs/…" → "react-dom"; "…/shared/platform/src/…" → "@kemet/platform".
 */
function originOf(source: string): string {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const workspace = /(?:^|\/)shared\/([^/]+)\//.exec(source);
  if (workspace) return `@kemet/${workspace[1]}`;
  if (/^webpack:\/\/[^/]+\/webpack\//.test(source)) return 'webpack runtime';
  const app = /^webpack:\/\/kemet_([a-z]+)\//.exec(source);
  return app ? `${app[1]} (own code)` : 'other';
}

/** Adds one minified file to the shares; false when it has no source map next to it. */
function attribute(file: string, bytesByOrigin: Map<string, string[]>): boolean {
  if (!existsSync(`${file}.map`)) return false;
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = code[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      const origin = segment.source < 0 ? 'unmapped (module wrappers)' : originOf(map.sources[segment.source] ?? '');
      const parts = bytesByOrigin.get(origin) ?? [];
      parts.push(line.slice(segment.column, end));
      bytesByOrigin.set(origin, parts);
    });
  });
  return true;
}

/**
 * The page's scripts (their built files on disk) by package, largest first; null when a file has no source map,
 * so the figures never describe part of the page as if it were all of it.
 */
export function jsByPackage(files: string[]): PackageShare[] | null {
  const bytesByOrigin = new Map<string, string[]>();
  for (const file of files) if (!attribute(file, bytesByOrigin)) return null;
  return [...bytesByOrigin]
    .map(([origin, parts]) => {
      const text = parts.join('');
      return { origin, raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
