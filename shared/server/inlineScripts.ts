// The built page's own inline scripts (the shell's entry loader, shared/tooling/entryAfterFirstPaint.ts), allowed by
// the CSP by their hashes, read from the page as built: no other inline script runs, and a rebuilt loader needs no
// change here. Data elements (<script type="application/json">) are not scripts the CSP governs.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for each attribute-less inline <script> of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
