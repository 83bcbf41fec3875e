/**
 * Label tables are kept as text, one row per line and cells split by "|": the lists stay
 * readable and the files short (a formatter would put every array item on its own line).
 */
export function parseTable(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/** Words separated by blanks or line breaks. */
export const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0);

/** Phrases separated by "|". */
export const phrases = (text: string) =>
  text
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/** Weighted choices written "FR:44 DE:10 …" → [['FR', 44], ['DE', 10], …]. */
export const weights = (text: string): [string, number][] =>
  words(text).map((pair) => {
    const [item, weight] = pair.split(':');
    return [item!, Number(weight)];
  });
