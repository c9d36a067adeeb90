// Helmet's headers, computed once at start. They are the same for every answer (no nonces: inline scripts are allowed
// by their hashes), so helmet writes them into a plain object that each answer copies. @fastify/helmet builds helmet's
// middleware and parses the CSP again for every request: the largest share of a proxied read's cost in the shell
// (bench/README.md, "The API through the shell").
import helmet, { type HelmetOptions } from 'helmet';

export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // A bad option makes helmet throw here, at start; its callback is only there for compatibility.
  helmet(options)(undefined as never, collector as never, () => {});
  return Object.freeze(headers);
}
