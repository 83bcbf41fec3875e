import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  chainOf,
  type ColumnOperand,
  type ComparisonOperator,
  type FilterExpression,
  type Literal,
  type LiteralOperand,
} from './ast';
import type { HierarchicalPositionColumn } from '@prisme/domain';
import { resolveColumn, type ColumnInfo, type ColumnMap, type ColumnType } from './columns';
import { at, odataError } from './errors';

const TYPE_LABELS: Record<ColumnType | Literal['type'], string> = {
  string: 'texte',
  number: 'nombre',
  integer: 'entier',
  boolean: 'booléen',
  date: 'date',
  null: 'null',
};

/** `5 lt Depth` is `Depth gt 5`. */
const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

const ESCAPED_LIKE = /[\\%_]/g;

/** $filter tree → one SQL condition, every value a bound parameter. */
export class FilterCompiler {
  /** The columns the filter reads: the repository joins only the tables they are in. */
  readonly columns = new Set<HierarchicalPositionColumn>();

  constructor(
    private readonly text: string,
    private readonly columnMap?: ColumnMap,
  ) {}

  private fail(reason: string, position: number): never {
    throw odataError('$filter', `${reason} ${at(this.text, position)}.`);
  }

  compile(expression: FilterExpression): SQL {
    switch (expression.kind) {
      case 'and':
      case 'or': {
        // A chain of one operator is written flat: (a or b or c), not ((a or b) or c).
        const terms = chainOf(expression, expression.kind).map((term) => this.compile(term));
        return sql`(${sql.join(terms, sql.raw(` ${expression.kind} `))})`;
      }
      case 'not':
        // SQL's NOT of unknown is unknown: a line whose column is null would match neither
        // `Rating gt 'A'` nor `not (Rating gt 'A')`. OData's conditions are true or false,
        // so unknown is read as false before negating.
        return sql`(not coalesce(${this.compile(expression.operand)}, false))`;
      case 'compare':
        return this.comparison(expression);
      case 'in':
        return this.inList(expression);
      case 'call':
        return this.stringFunction(expression);
      case 'value': {
        const { operand } = expression;
        if (operand.kind === 'column') {
          const info = this.column(operand);
          if (info.type === 'boolean') return sql`${info.column}`;
        }
        return this.fail(
          'une condition est attendue (une comparaison ou une colonne booléenne)',
          operand.position,
        );
      }
    }
  }

  private column(operand: ColumnOperand): ColumnInfo {
    const info = resolveColumn(
      '$filter',
      this.text,
      operand.name,
      operand.position,
      this.columnMap,
    );
    this.columns.add(info.name);
    return info;
  }

  /** The value of a literal compared with a column, checked against the column's type. */
  private value(info: ColumnInfo, operand: LiteralOperand): string | number | boolean {
    const { literal } = operand;
    const mismatch = () =>
      this.fail(
        `la colonne « ${info.name} » (${TYPE_LABELS[info.type]}) ne peut pas être comparée à « ${operand.raw} » (${TYPE_LABELS[literal.type]})`,
        operand.position,
      );
    if (info.type === 'integer') {
      if (literal.type !== 'number') return mismatch();
      if (!literal.integer)
        this.fail(`la colonne « ${info.name} » attend un entier`, operand.position);
      if (info.range && (literal.value < info.range.min || literal.value > info.range.max)) {
        this.fail(`« ${operand.raw} » est hors des limites de « ${info.name} »`, operand.position);
      }
      return literal.value;
    }
    if (literal.type === 'null' || literal.type !== info.type) return mismatch();
    return literal.value;
  }

  private comparison(expression: Extract<FilterExpression, { kind: 'compare' }>): SQL {
    let { left, right, operator } = expression;
    if (left.kind === 'literal' && right.kind === 'column') {
      [left, right, operator] = [right, left, FLIPPED[operator]];
    }
    if (left.kind !== 'column') {
      return this.fail('une comparaison porte sur au moins une colonne', expression.position);
    }
    const info = this.column(left);
    const ordering = operator !== 'eq' && operator !== 'ne';
    if (ordering && info.type === 'boolean') {
      this.fail(`« ${info.name} » (booléen) ne se compare qu’avec eq ou ne`, expression.position);
    }
    // Drizzle's comparisons take a column or SQL alike; their overloads do not take the
    // union (a derived column is SQL, line-columns.ts), hence the cast.
    const column = info.column as AnyPgColumn;
    if (right.kind === 'column')
      return this.columnComparison(info, operator, this.column(right), expression.position);
    if (right.literal.type === 'null') {
      if (operator === 'eq') return isNull(column);
      if (operator === 'ne') return isNotNull(column);
      return this.fail('null ne se compare qu’avec eq ou ne', right.position);
    }
    const value = this.value(info, right);
    switch (operator) {
      case 'eq':
        return eq(column, value);
      case 'ne':
        // OData's null is a value for eq/ne: a line with no rating is "ne 'AAA'".
        return column.notNull ? ne(column, value) : sql`${column} is distinct from ${value}`;
      case 'gt':
        return gt(column, value);
      case 'ge':
        return gte(column, value);
      case 'lt':
        return lt(column, value);
      case 'le':
        return lte(column, value);
    }
  }

  private columnComparison(
    left: ColumnInfo,
    operator: ComparisonOperator,
    right: ColumnInfo,
    position: number,
  ): SQL {
    const numeric = (type: ColumnType) => type === 'number' || type === 'integer';
    if (left.type !== right.type && !(numeric(left.type) && numeric(right.type))) {
      this.fail(
        `« ${left.name} » (${TYPE_LABELS[left.type]}) ne peut pas être comparée à « ${right.name} » (${TYPE_LABELS[right.type]})`,
        position,
      );
    }
    const nullable = !left.column.notNull || !right.column.notNull;
    const sqlOperator = {
      eq: nullable ? 'is not distinct from' : '=',
      ne: nullable ? 'is distinct from' : '<>',
      gt: '>',
      ge: '>=',
      lt: '<',
      le: '<=',
    }[operator];
    return sql`${left.column} ${sql.raw(sqlOperator)} ${right.column}`;
  }

  private inList(expression: Extract<FilterExpression, { kind: 'in' }>): SQL {
    const info = this.column(expression.column);
    const values = expression.items
      .filter((item) => item.literal.type !== 'null')
      .map((item) => this.value(info, item));
    const hasNull = values.length < expression.items.length;
    const conditions = [
      ...(values.length > 0 ? [inArray(info.column as AnyPgColumn, values)] : []),
      ...(hasNull ? [isNull(info.column)] : []),
    ];
    return conditions.length === 1 ? conditions[0]! : sql`(${conditions[0]} or ${conditions[1]})`;
  }

  private stringFunction(expression: Extract<FilterExpression, { kind: 'call' }>): SQL {
    const [target, search] = expression.args;
    const usage = `${expression.name}(Colonne, 'texte') attend une colonne de texte puis une chaîne`;
    if (target?.kind !== 'column' || search?.kind !== 'literal' || expression.args.length !== 2) {
      return this.fail(usage, expression.position);
    }
    const info = this.column(target);
    if (info.type !== 'string' || search.literal.type !== 'string') {
      return this.fail(usage, expression.position);
    }
    // The searched text is matched literally: its own % and _ are not wildcards.
    const escaped = search.literal.value.replace(ESCAPED_LIKE, '\\$&');
    const pattern = {
      contains: `%${escaped}%`,
      startswith: `${escaped}%`,
      endswith: `%${escaped}`,
    }[expression.name];
    return like(info.column as AnyPgColumn, pattern);
  }
}
