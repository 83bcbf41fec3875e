import { defaultParser, TokenType, type Token } from '@odata/parser';
import type { OrderByItem } from './ast';
import { at, odataError } from './errors';
import { failurePosition, IDENTIFIER, memberName } from './tokens';

/**
 * `$select` or `$orderby` through the library's query-option grammar, with positions
 * brought back to the option's own text.
 */
function parseOption(option: '$select' | '$orderby', text: string): Token[] {
  const prefix = `${option}=`;
  const offset = text.length - text.trimStart().length;
  const fail = (reason: string, position: number): never => {
    throw odataError(
      option,
      `${reason} ${at(text, Math.max(0, position - prefix.length) + offset)}.`,
    );
  };
  let parsed: Token;
  try {
    parsed = defaultParser.query(prefix + text.trim());
  } catch (error) {
    return fail('syntaxe incorrecte', failurePosition(error));
  }
  // An encoded "&" would let a second option in: only the one asked for is accepted.
  const options = (parsed.value as { options: Token[] }).options;
  const [only] = options;
  const expected = option === '$select' ? TokenType.Select : TokenType.OrderBy;
  if (options.length !== 1 || only?.type !== expected) fail('syntaxe incorrecte', prefix.length);
  return (only!.value as { items: Token[] }).items.map((item) => ({
    ...item,
    position: item.position - prefix.length + offset,
  }));
}

/** `$select` → column names ('*' for all), or undefined when absent or blank. */
export function parseSelect(
  text: string | undefined,
): { name: string; position: number }[] | undefined {
  if (!text?.trim()) return undefined;
  return parseOption('$select', text).map((item) => {
    if (item.raw !== '*' && !IDENTIFIER.test(item.raw)) {
      throw odataError(
        '$select',
        `« ${item.raw} » n’est pas un nom de colonne ${at(text, item.position)}.`,
      );
    }
    return { name: item.raw, position: item.position };
  });
}

/** `$orderby` → columns and directions, or undefined when absent or blank. */
export function parseOrderBy(text: string | undefined): OrderByItem[] | undefined {
  if (!text?.trim()) return undefined;
  return parseOption('$orderby', text).map((item) => {
    const { expr, direction } = item.value as { expr: Token; direction: number };
    const name = memberName(expr);
    if (name === undefined) {
      throw odataError(
        '$orderby',
        `seule une colonne peut servir au tri ${at(text, item.position)}.`,
      );
    }
    return { name, direction: direction < 0 ? 'desc' : 'asc', position: item.position };
  });
}
