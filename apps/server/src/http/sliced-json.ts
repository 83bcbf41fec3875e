import { z } from 'zod';

/** Items encoded at once: some tens of milliseconds for the widest rows (issue 41 §4). */
export const ITEMS_PER_SLICE = 250;

/**
 * The JSON text of a list encoded by its item schema a slice at a time, the event loop let
 * go between slices: 5,000 look-through lines encoded in one go held every other request
 * (/api/health included) for 0.6 s on a loaded machine. The text is the one
 * `JSON.stringify(z.array(item).encode(items))` would give.
 */
export async function encodeInSlices<Item extends z.ZodType>(
  item: Item,
  items: readonly z.output<Item>[],
  perSlice = ITEMS_PER_SLICE,
): Promise<string> {
  const slice = z.array(item);
  const parts: string[] = [];
  for (let start = 0; start < items.length; start += perSlice) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const text = JSON.stringify(slice.encode(items.slice(start, start + perSlice)));
    parts.push(text.slice(1, -1));
  }
  return `[${parts.join(',')}]`;
}
