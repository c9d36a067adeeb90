// Serves the built shell on port 8080 (PORT), with /remotes.json, the /api proxy, and the site composed from what each
// remote publishes (its routes, preloads and home sections); a path no one has a page for gets the 404 page.
import { serveApp } from '@kemet/server/serveApp';
import { defaultPort } from '@kemet/server/runtimeConfig';
import { HOME_PATHS, SHELL_PAGE_PATHS } from './src/app/shellRoutes';

void serveApp({
  packageDir: __dirname,
  port: Number(process.env.PORT ?? defaultPort('shell')),
  shell: { pagePaths: SHELL_PAGE_PATHS, homePaths: HOME_PATHS },
});
