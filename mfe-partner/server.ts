// Serves the built partner remote on port 8085 (PORT): remoteEntry.js, mf-manifest.json, chunks, and a standalone page.
import { serveApp } from '@kemet/server/serveApp';
import { defaultPort } from '@kemet/server/runtimeConfig';

void serveApp({ packageDir: __dirname, port: Number(process.env.PORT ?? defaultPort('partner')) });
