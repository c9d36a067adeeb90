// Serves the built shell on port 8080 (PORT), with /remotes.json, the /api proxy, and per page the preloads of the
// remote files its route mounts.
import { serveApp } from '@kemet/shared/server/serveApp';
import { defaultPort } from '@kemet/shared/server/runtimeConfig';
import { PAGE_PARTS } from './src/app/remoteRoutes';

void serveApp({ packageDir: __dirname, port: Number(process.env.PORT ?? defaultPort('shell')), pageParts: PAGE_PARTS });
