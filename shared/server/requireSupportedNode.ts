// Kemet runs on the Node.js that the root package.json's `engines` names. npm scripts get it from the pinned `node`
// devDependency; a server or script started directly with an older system Node stops here with a clear message,
// before any dependency fails in a less readable way. Import this first in every entry point.
export const REQUIRED_NODE_MAJOR = 24;

export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `Kemet needs Node.js ${REQUIRED_NODE_MAJOR} or newer, but this is Node.js ${version}.\n` +
    `Run it through npm (npm start, npm test, npm run …): npm scripts use the Node.js ${REQUIRED_NODE_MAJOR} that ` +
    `package.json pins as a devDependency. Or install Node.js ${REQUIRED_NODE_MAJOR} (see .nvmrc).`
  );
}

const message = unsupportedNodeMessage(process.version);
if (message) {
  console.error(message);
  process.exit(1);
}
