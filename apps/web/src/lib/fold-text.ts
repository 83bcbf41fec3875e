/**
 * Accent- and case-insensitive text: « Réserve » and « reserve » fold alike, « cœur »
 * folds to « coeur », the typographic apostrophe to the straight one.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', '’': "'", ʼ: "'" };

export function foldChar(char: string): string {
  const lower = char.toLowerCase();
  return LIGATURES[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
}

export function foldText(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}
