// The embedded database's own thread (client.ts, openPglite): PGlite runs its queries synchronously in WebAssembly,
// so in the API's thread every query would stop every other request for as long as it ran. Here it serves the
// PostgreSQL protocol on a Unix socket, and the API speaks to it with node-postgres, as to a real server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite's data directory; empty for a database in memory. */
  dir: string;
  /** Where to listen: node-postgres finds `.s.PGSQL.<port>` in a directory given as its host. */
  socketPath: string;
  /** A data directory dumped by another PGlite (`dump`), to start from instead of an empty database. */
  snapshot?: Uint8Array;
}

const { dir, socketPath, snapshot } = workerData as PgliteWorkerData;
const db = await PGlite.create(dir || undefined, {
  extensions: { pg_trgm },
  loadDataDir: snapshot && new Blob([snapshot]),
});
// The API's pool keeps one connection, but node-postgres closes a connection after a failed query and opens another at
// once: a server taking one connection at a time would refuse the new one while it still closes the old one.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 16 });
await server.start();
parentPort!.postMessage('listening');
parentPort!.on('message', (message) => {
  if (message === 'dump') {
    void db
      .dumpDataDir('none')
      .then((tarball) => tarball.arrayBuffer())
      .then((bytes) => parentPort!.postMessage({ dump: new Uint8Array(bytes) }, [bytes]));
    return;
  }
  if (message !== 'close') return;
  void server
    .stop()
    .then(() => db.close())
    .finally(() => parentPort!.postMessage('closed'));
});
