/**
 * The replies a `hold` fault keeps back. Each waits until the test releases every held reply, or
 * until the service closes (then the connection is cut, as a latency fault's is).
 */
export class HeldReplies {
  private readonly waiting = new Set<() => void>();

  /** How many replies are held now. */
  get count(): number {
    return this.waiting.size;
  }

  /** Resolves on release; rejects when `signal` aborts first. */
  wait(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const release = () => {
        signal.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        this.waiting.delete(release);
        reject(signal.reason);
      };
      signal.addEventListener('abort', abort, { once: true });
      this.waiting.add(release);
    });
  }

  /** Lets every held reply go out; answers how many there were. */
  releaseAll(): number {
    const released = [...this.waiting];
    this.waiting.clear();
    for (const release of released) release();
    return released.length;
  }
}
