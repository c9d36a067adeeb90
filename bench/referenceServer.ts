// Starts one of the bench's reference servers (the API's ceiling, the page loads' floor) in a process of its own and
// waits until `readyPath` answers; the function it returns stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import waitOn from 'wait-on';

export async function startReferenceServer(
  file: 'ceilingServer.ts' | 'floorServer.ts',
  port: number,
  readyPath: string,
): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, file)], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitOn({
    resources: [`http-get://127.0.0.1:${port}${readyPath}`],
    timeout: 10_000,
    interval: 100,
    proxy: false,
  });
  return () => child.kill('SIGTERM');
}
