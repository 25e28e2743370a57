/**
 * Pacing of long work in the server's own thread (a report file's upload: 100,000 rows read, checked and stored while the
 * portal keeps answering). PGlite runs in this thread too, so every long loop and every long statement holds the event
 * loop; these let it in.
 */

/** Lets the event loop run (timers, sockets) between two chunks of work. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A pacer for a long loop: `await pace()` after each item yields to the event loop once `budgetMs` have passed since the
 * last yield (a check of 100,000 rows would otherwise hold it for seconds); otherwise it answers undefined at once.
 */
export function loopPacer(budgetMs = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    const now = performance.now();
    if (now - since < budgetMs) return undefined;
    return yieldToLoop().then(() => {
      since = performance.now();
    });
  };
}
