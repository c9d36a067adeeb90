// A piscina pool that does not wedge. Once a thread fails while starting, piscina starts no other: the tasks that
// thread held are refused, but the tasks in its queue, and every task sent later, would wait for ever. Here a pool
// left without threads is replaced: at the next task, or at once when tasks are waiting, which go to the new pool
// (they never ran). A thread's failure goes to `onError`: piscina would otherwise emit it as an 'error' event
// nobody listens to, which ends the process.
import { Piscina } from 'piscina';

type PiscinaOptions = ConstructorParameters<typeof Piscina>[0];
type RunOptions = Parameters<Piscina['run']>[1];

/** What piscina's destroy() answers the tasks still in its queue. */
const QUEUED_TASK_DROPPED = 'Terminating worker thread';

export class ThreadPool {
  private pool: Piscina;
  private closed = false;

  constructor(
    private readonly options: PiscinaOptions,
    private readonly onError: (error: Error) => void,
  ) {
    this.pool = this.open();
  }

  run(task: unknown, options?: RunOptions): Promise<unknown> {
    if (!this.closed && this.pool.threads.length === 0) this.replace();
    const pool = this.pool;
    return pool.run(task, options).catch((error: unknown) => {
      const dropped = error instanceof Error && error.message === QUEUED_TASK_DROPPED;
      if (dropped && pool !== this.pool && !this.closed) return this.pool.run(task, options);
      throw error;
    });
  }

  destroy(): Promise<void> {
    this.closed = true;
    return this.pool.destroy();
  }

  private open(): Piscina {
    const pool = new Piscina(this.options);
    pool.on('error', this.onError);
    // Piscina counts a thread out just after telling of it.
    pool.on('workerDestroy', () =>
      setImmediate(() => {
        if (pool === this.pool && !this.closed && pool.threads.length === 0 && pool.queueSize > 0) this.replace();
      }),
    );
    return pool;
  }

  private replace(): void {
    const left = this.pool;
    this.pool = this.open();
    void left.destroy();
  }
}
