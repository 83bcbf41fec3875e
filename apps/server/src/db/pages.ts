/**
 * The embedded database runs one statement at a time on its one connection: a statement
 * that reads or writes a whole perimeter holds every request behind it for as long as it
 * runs (up to 1.9 s at 100,000 lines, bench:load). Long work therefore reads and writes
 * in pages of a size that keeps each statement near a tenth of a second; the requests'
 * statements pass between two pages (db/pglite-thread). On PostgreSQL, pages bound the
 * parameter lists and the memory of one statement.
 */

/** `items` cut into consecutive pages of at most `size` (none when `items` is empty). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`taille de page invalide : ${size}`);
  const pages: T[][] = [];
  for (let from = 0; from < items.length; from += size) pages.push(items.slice(from, from + size));
  return pages;
}

/**
 * Runs `visit` on each page of `items`, `concurrency` pages at a time: on a pool of
 * PostgreSQL connections each page's statement takes a connection of its own, so the
 * server reads the next page while this process decodes the last. One at a time on the
 * embedded database or in a transaction (one connection: the statements queue). Stops
 * taking pages at the first failure, which it answers.
 */
export async function forEachPage<T>(
  items: readonly T[],
  size: number,
  concurrency: number,
  visit: (page: T[]) => Promise<void>,
): Promise<void> {
  const pages = pagesOf(items, size);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < pages.length) {
      const page = pages[next++]!;
      try {
        await visit(page);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
}
