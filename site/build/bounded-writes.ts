import PQueue from 'p-queue';

// The site build's writes wait on the disk's metadata, which takes several in parallel: a few run at
// once while the build goes on. A failed write is not lost in the queue: the next write added, or the
// wait for them all, throws the first failure.

export interface BoundedWrites {
  /** Queues a write; throws the first failure of an earlier one. */
  add(write: () => Promise<void>): void;
  /** Resolves once fewer than `waiting` writes wait: the producer holds few contents at a time. */
  room(waiting: number): Promise<void>;
  /** Waits for every write; throws the first that failed. */
  done(): Promise<void>;
}

export function boundedWrites(atOnce: number): BoundedWrites {
  const queue = new PQueue({ concurrency: atOnce });
  let failed: { error: unknown } | undefined;
  const throwFailure = () => {
    if (failed) throw failed.error;
  };
  return {
    add(write) {
      throwFailure();
      queue.add(write).catch((error: unknown) => {
        failed ??= { error };
      });
    },
    room: (waiting) => queue.onSizeLessThan(waiting),
    async done() {
      await queue.onIdle();
      throwFailure();
    },
  };
}
