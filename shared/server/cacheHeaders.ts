// Cache policy for built files: entry points and runtime config revalidate; content-hashed chunks never change.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|geojson|json)(\.gz|\.br)?$/;

export function cacheControlFor(filePath: string): string {
  if (HASHED_FILE.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
