/**
 * The readable text of one Markdown line, for search and excerpts: emphasis, code marks,
 * link targets, list and quote markers and table pipes removed.
 */
export function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*])[*_]([^*_\s][^*_]*?)[*_](?=$|[^\p{L}\p{N}*])/gu, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** The text of a block line (heading markers excluded), or null for a line with none. */
export function blockLineText(line: string): string | null {
  if (TABLE_SEPARATOR.test(line)) return null;
  let text = line.trim();
  if (text === '' || /^(```|~~~)/.test(text)) return null;
  if (text.startsWith('|')) {
    text = text
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join(' · ');
  } else {
    text = text.replace(/^(>\s*)+/, '').replace(/^([-*+]|\d+[.)])\s+/, '');
  }
  text = inlineText(text).trim();
  return text === '' ? null : text;
}
