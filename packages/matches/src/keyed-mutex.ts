/** Runs a task exclusively for a key (a match id); see createKeyedMutex. */
export type MatchLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/**
 * Runs tasks one at a time per key inside this process (commands on one match queue here instead of
 * racing to the database, where they would conflict and retry). Across processes the database's
 * optimistic check (lastSeq) still decides; this only removes the in-process contention.
 */
export function createKeyedMutex(): MatchLock {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
