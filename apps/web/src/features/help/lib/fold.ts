import { foldChar } from '../../../lib/fold-text';

/**
 * The folded text and, for each folded UTF-16 unit, the index in `text` of the character
 * it comes from (plus one entry past the end), so that a match in the folded text maps
 * back to a range of the original.
 */
export interface FoldedText {
  folded: string;
  origin: number[];
}

export function foldWithOrigin(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let k = 0; k < f.length; k++) origin.push(index);
    folded += f;
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

/** The original range [start, end) of the folded range [from, to). */
export function originalRange(map: FoldedText, from: number, to: number): [number, number] {
  const start = map.origin[from] ?? 0;
  // The end is the start of the character after the last matched one.
  const last = map.origin[to - 1] ?? start;
  let end = map.origin[to] ?? last + 1;
  if (end <= last) end = last + 1;
  return [start, end];
}
