// Child process for the edge tests: the shell's server (serveApp, with its /api proxy) on a stand-in dist/, so the
// tests need no webpack build. PORT, API_URL and TRUST_PROXY come from the environment as for the real shell.
import { rmSync } from 'node:fs';
import { writeFakeAppDir } from '@kemet/server/fakeAppDir';
import { serveApp } from '@kemet/server/serveApp';

const packageDir = writeFakeAppDir();
process.on('exit', () => rmSync(packageDir, { recursive: true, force: true }));
await serveApp({ packageDir, port: Number(process.env.PORT), host: '127.0.0.1', apiUrl: process.env.API_URL });
