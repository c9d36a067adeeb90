// Serves the built shell on port 8080 (PORT), with /remotes.json, the /api proxy, and per page the preloads of the
// remote files its route mounts; a path the shell has no page for gets its 404 page with status 404.
import { serveApp } from '@kemet/server/serveApp';
import { defaultPort } from '@kemet/server/runtimeConfig';
import { PAGE_PARTS } from './src/app/remoteRoutes';
import { PAGE_PATHS } from './src/app/shellRoutes';

void serveApp({ packageDir: __dirname, port: Number(process.env.PORT ?? defaultPort('shell')), pageParts: PAGE_PARTS, pagePaths: PAGE_PATHS });
