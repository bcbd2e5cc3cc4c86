/**
 * One operation at a time per key, in this process: a double-clicked finish (or a cancel during
 * a finish) waits for the first to end instead of assembling the same upload twice. With several
 * API processes the upload's row is still removed in one transaction, so the loser finds it gone.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    this.tails.set(key, current);
    try {
      return await current;
    } finally {
      // The last one out clears the key, so the map holds only uploads being worked on.
      if (this.tails.get(key) === current) this.tails.delete(key);
    }
  }
}
