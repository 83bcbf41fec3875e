import { TokenType, type Token } from '@odata/parser';

// Helpers over @odata/parser's tokens, shared by the $filter and $select/$orderby readers.

export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const isToken = (value: unknown): value is Token =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Token).type === 'string' &&
  typeof (value as Token).position === 'number';

/** The library throws "Unexpected character at 12" or "Fail at 0"; anything else is 0. */
export function failurePosition(error: unknown): number {
  const match = error instanceof Error ? /at (\d+)$/.exec(error.message) : null;
  return match ? Number(match[1]) : 0;
}

/** A plain column name behind the member-expression wrappers, or undefined for a path. */
export function memberName(token: Token): string | undefined {
  let current: unknown = token;
  while (isToken(current)) {
    if (current.type === TokenType.ODataIdentifier) {
      const name = (current.value as { name?: unknown }).name;
      return typeof name === 'string' && name === token.raw ? name : undefined;
    }
    const wrapper =
      current.type === TokenType.CommonExpression ||
      current.type === TokenType.FirstMemberExpression ||
      current.type === TokenType.MemberExpression ||
      current.type === TokenType.PropertyPathExpression;
    if (!wrapper) return undefined;
    current = current.value;
  }
  return undefined;
}
