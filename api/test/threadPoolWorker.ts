// A thread of threadPool.test.ts: it fails while starting as long as its marker file exists, then doubles numbers.
import { existsSync } from 'node:fs';
import { workerData } from 'piscina';

if (existsSync((workerData as { failWhile: string }).failWhile)) throw new Error('this thread cannot start');

export default (n: number) => n * 2;
