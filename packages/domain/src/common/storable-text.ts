/**
 * Text that PostgreSQL can store and every reader can decode: no NUL character (PostgreSQL
 * text cannot hold one) and no lone UTF-16 surrogate (it has no UTF-8 encoding). The one
 * rule the server applies to every string of every request (issue 14: either gave a 500).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE =
  'contient un caractère interdit (caractère nul ou caractère Unicode incomplet)';

/**
 * The path of the first string of a parsed request part (query, body, parameters) that is
 * not storable text, keys included; undefined when all are.
 */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '(valeur)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return at;
      const found = findUnstorableText(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
