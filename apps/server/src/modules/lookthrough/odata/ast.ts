/**
 * The filter syntax tree the compiler works on. The parser adapter (parser.ts) builds it
 * from @odata/parser's tokens so that the compiler never depends on the library's shapes.
 * Every node keeps the 0-based position of its first character in the $filter text, for
 * error messages.
 */

export type Literal =
  | { type: 'null' }
  | { type: 'string'; value: string }
  /** `integer` is true for a literal written without fraction or exponent. */
  | { type: 'number'; value: number; integer: boolean }
  | { type: 'boolean'; value: boolean }
  /** 'YYYY-MM-DD', already checked to be a real calendar day. */
  | { type: 'date'; value: string };

export interface ColumnOperand {
  kind: 'column';
  name: string;
  position: number;
}
export interface LiteralOperand {
  kind: 'literal';
  literal: Literal;
  /** As written, for messages. */
  raw: string;
  position: number;
}
export type Operand = ColumnOperand | LiteralOperand;

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type StringFunction = 'contains' | 'startswith' | 'endswith';

export type FilterExpression =
  | { kind: 'and' | 'or'; left: FilterExpression; right: FilterExpression; position: number }
  | { kind: 'not'; operand: FilterExpression; position: number }
  | {
      kind: 'compare';
      operator: ComparisonOperator;
      left: Operand;
      right: Operand;
      position: number;
    }
  | {
      kind: 'in';
      column: ColumnOperand;
      items: LiteralOperand[];
      position: number;
    }
  | { kind: 'call'; name: StringFunction; args: Operand[]; position: number }
  /** A bare operand used as a condition: only a boolean column makes sense there. */
  | { kind: 'value'; operand: Operand; position: number };

export interface OrderByItem {
  name: string;
  direction: 'asc' | 'desc';
  position: number;
}

/** The terms of a chain of one operator, in source order (the tree leans left or right). */
export function chainOf(expression: FilterExpression, kind: 'and' | 'or'): FilterExpression[] {
  const terms: FilterExpression[] = [];
  const pending = [expression];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.kind === kind) pending.push(node.right, node.left);
    else terms.push(node);
  }
  return terms;
}
