// The manifest as CSV, streamed: rows are read in batches of BATCH in reference order (a keyset cursor: each batch
// starts after the last reference sent), written through csv-stringify as the client takes them, so 10,000 bookings
// neither wait for one big query nor sit in memory. Each batch is its own short query, so a slow download never holds
// a database connection (PGlite has one for the whole service).
import { stringify } from 'csv-stringify';
import type { Db } from '../db/client.js';
import { manifestRowOut, manifestRowsSql, type ManifestDbRow } from './manifest.js';
import type { Readable } from 'node:stream';

const BATCH = 500;

export const MANIFEST_CSV_COLUMNS = ['reference', 'traveller', 'tickets', 'categories', 'proof', 'checked_in'];

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (OWASP "CSV injection"). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Resolves once the stream takes writes again; rejects if it closes first (the client went away). */
const drained = (stream: Readable & { once: Readable['once'] }) =>
  new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('manifest download closed'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });

export function manifestCsv(db: Db, sessionId: number): Readable {
  const csv = stringify({ header: true, columns: MANIFEST_CSV_COLUMNS });
  const write = async () => {
    let afterReference: string | undefined;
    for (;;) {
      const { rows } = await db.execute<ManifestDbRow>(manifestRowsSql(sessionId, { afterReference, limit: BATCH }));
      for (const dbRow of rows) {
        const row = manifestRowOut(dbRow);
        const record = [
          row.reference,
          asText(row.traveller),
          row.tickets,
          row.lines.map((l) => `${l.quantity} × ${l.label}`).join('; '),
          [...new Set(row.lines.map((l) => l.proof))].join('; '),
          row.checkedIn,
        ];
        if (!csv.write(record)) await drained(csv);
      }
      if (rows.length < BATCH || csv.destroyed) break;
      afterReference = rows[rows.length - 1].reference;
    }
    csv.end();
  };
  write().catch((error: unknown) => {
    if (!csv.destroyed) csv.destroy(error as Error);
  });
  return csv;
}
