// Every answer's security headers: helmet's (the CSP names the remotes' folders, the map tiles and the page's inline
// scripts by hash), Permissions-Policy, HSTS over TLS; and what the framework refuses comes in the API's error shape.
import fp from 'fastify-plugin';
import { registerErrorShape } from '../errorShape';
import { helmetHeaders } from '../helmetHeaders';
import { tileOrigin, type RuntimeConfig } from '../runtimeConfig';
import { helmetOptions, PERMISSIONS_POLICY, remoteSources, STRICT_TRANSPORT_SECURITY } from '../securityHeaders';

export interface SecurityHeadersOptions {
  config: RuntimeConfig;
  /** Hashes of the page's inline scripts, allowed by the CSP. */
  scriptHashes: string[];
}

export const securityHeaders = fp<SecurityHeadersOptions>(async (app, { config, scriptHashes }) => {
  const tiles = tileOrigin(config);
  registerErrorShape(app);
  const headers = helmetHeaders(
    helmetOptions(remoteSources(Object.values(config.remotes)), tiles ? [tiles] : [], scriptHashes),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
});
