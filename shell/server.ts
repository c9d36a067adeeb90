// Serves the built shell on port 8080 (PORT), with /remotes.json and the /api proxy.
import { serveApp } from '@kemet/shared/server/serveApp';
import { defaultPort } from '@kemet/shared/server/runtimeConfig';

void serveApp({ packageDir: __dirname, port: Number(process.env.PORT ?? defaultPort('shell')) });
