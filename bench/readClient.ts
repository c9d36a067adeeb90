// Reads one URL at a fixed rate for a while and prints, as JSON, the p99 of its 2xx answers in milliseconds with
// microsecond precision. autocannon's own histogram keeps whole milliseconds, too coarse for a quiet p99 of about 1 ms:
// the burst budget's ratio then read 1×, 2× or 4× with nothing changed. Its 'response' event carries the exact
// duration. Runs as a child process of the bench so that a burst's client, in the bench's own thread, can't delay it.
import autocannon from 'autocannon';

const [url, rate, seconds] = process.argv.slice(2);
if (!url || !rate || !seconds) throw new Error('usage: readClient.ts <url> <requests per second> <seconds>');

const durations: number[] = [];
const instance = autocannon(
  { url, connections: 10, overallRate: Number(rate), duration: Number(seconds) },
  (error, result) => {
    if (error) throw error;
    durations.sort((a, b) => a - b);
    const p99 = durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))] ?? 0;
    process.stdout.write(
      JSON.stringify({ p99: Math.round(p99 * 1000) / 1000, answers: durations.length, non2xx: result.non2xx }),
    );
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) durations.push(responseTime);
});
