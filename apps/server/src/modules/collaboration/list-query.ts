import { eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COLLAB_LIST_DEFAULT_TOP, type CollabListQuery } from '@prisme/domain';
import { ApiProblem } from '../../http/errors';
import {
  chainOf,
  type FilterExpression,
  type LiteralOperand,
  type Operand,
} from '../lookthrough/odata/ast';
import { at, odataError } from '../lookthrough/odata/errors';
import { parseFilter } from '../lookthrough/odata/filter-parser';
import { parseOrderBy } from '../lookthrough/odata/option-parser';

/**
 * The SharePoint REST subset the built-in collaboration site answers
 * (`/_api/lists/getbytitle('…')/items`): $select, $expand=Author, $filter (eq/ne on
 * strings, numbers or null, and/or, parentheses), $orderby and $top, over the allowlist
 * of one list. The $filter and $orderby grammars are those of the look-through OData
 * endpoint (@odata/parser); every value reaches the SQL as a bound parameter.
 */

/** The one navigation field a list read may expand, as SharePoint's `Author/Title`. */
export const AUTHOR_FIELD = 'Author';
const AUTHOR_TITLE = 'Author/Title';

export interface FilterField {
  column: AnyPgColumn;
  type: 'string' | 'integer';
}

/** What a list lets a client select, filter and sort on. */
export interface ListShape {
  title: string;
  /** The item fields, in their SharePoint names. */
  fields: readonly string[];
  filterable: Record<string, FilterField>;
  /** The fields $orderby takes besides the filterable ones. */
  sortable: Record<string, AnyPgColumn>;
  defaultOrder: { name: string; direction: 'asc' | 'desc' };
  /** The unique column that makes the order total. */
  idColumn: AnyPgColumn;
}

export type ListQueryOptions = Omit<CollabListQuery, 'userID'>;

export interface CompiledListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** The fields to answer, in order; `Author` stands for `Author/Title`. */
  select: string[];
  /** The literal values the filter compares each field with (for tenancy checks). */
  filterValues: Map<string, Set<string | number | null>>;
}

/** Compiles the query options of a list read, or throws a French 400 naming the option. */
export function compileListQuery(list: ListShape, query: ListQueryOptions): CompiledListQuery {
  const expanded = compileExpand(query.$expand);
  const filterValues = new Map<string, Set<string | number | null>>();
  const expression = parseFilter(query.$filter);
  return {
    where:
      expression && new ListFilterCompiler(list, query.$filter!, filterValues).compile(expression),
    orderBy: compileOrderBy(list, query.$orderby),
    limit: query.$top ?? COLLAB_LIST_DEFAULT_TOP,
    select: compileSelect(list, query.$select, expanded),
    filterValues,
  };
}

const listed = (names: Iterable<string>) => [...names].map((n) => `« ${n} »`).join(', ');

function compileExpand(text: string | undefined): boolean {
  const items = splitList(text);
  for (const item of items) {
    if (item !== AUTHOR_FIELD) {
      const message = `Extension OData invalide : « ${item} » ne peut pas être étendu (seul « ${AUTHOR_FIELD} » l’est).`;
      throw new ApiProblem('VALIDATION', message, [{ path: '$expand', message }]);
    }
  }
  return items.length > 0;
}

function compileSelect(list: ListShape, text: string | undefined, expanded: boolean): string[] {
  const items = splitList(text);
  if (items.length === 0 || items.includes('*')) return [...list.fields];
  const names = items.map((item) => {
    if (item === AUTHOR_TITLE) {
      if (!expanded) {
        throw odataError('$select', `« ${AUTHOR_TITLE} » demande aussi $expand=${AUTHOR_FIELD}.`);
      }
      return AUTHOR_FIELD;
    }
    if (!list.fields.includes(item)) {
      throw odataError(
        '$select',
        `le champ « ${item} » n’existe pas dans la liste « ${list.title} » (champs : ${listed(list.fields)}, ${AUTHOR_TITLE}).`,
      );
    }
    return item;
  });
  return [...new Set(names)];
}

/** A comma list (`$select`, `$expand`), blanks trimmed; empty when absent. */
function splitList(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return text.split(',').map((item) => item.trim());
}

function compileOrderBy(list: ListShape, text: string | undefined): SQL[] {
  const items: { name: string; direction: 'asc' | 'desc'; position?: number }[] = parseOrderBy(
    text,
  ) ?? [list.defaultOrder];
  const orderBy = items.map((item) => {
    const column = list.sortable[item.name] ?? list.filterable[item.name]?.column;
    if (!column) {
      throw odataError(
        '$orderby',
        `le champ « ${item.name} » ne peut pas servir au tri (champs : ${listed([...Object.keys(list.filterable), ...Object.keys(list.sortable)])}) ${at(text ?? '', item.position ?? 0)}.`,
      );
    }
    return item.direction === 'asc'
      ? sql`${column} asc nulls first`
      : sql`${column} desc nulls last`;
  });
  orderBy.push(sql`${list.idColumn} desc`);
  return orderBy;
}

type Comparison = Extract<FilterExpression, { kind: 'compare' }>;

/** $filter tree → SQL; only eq/ne between a field of the allowlist and a value. */
class ListFilterCompiler {
  constructor(
    private readonly list: ListShape,
    private readonly text: string,
    private readonly values: Map<string, Set<string | number | null>>,
  ) {}

  private fail(reason: string, position: number): never {
    throw odataError('$filter', `${reason} ${at(this.text, position)}.`);
  }

  compile(expression: FilterExpression): SQL {
    switch (expression.kind) {
      case 'and':
      case 'or': {
        const terms = chainOf(expression, expression.kind).map((term) => this.compile(term));
        return sql`(${sql.join(terms, sql.raw(` ${expression.kind} `))})`;
      }
      case 'compare':
        return this.comparison(expression);
      default:
        return this.fail(
          'seules les comparaisons eq et ne, reliées par and, or et des parenthèses, sont prises en charge',
          expression.position,
        );
    }
  }

  private comparison(expression: Comparison): SQL {
    const { operator } = expression;
    if (operator !== 'eq' && operator !== 'ne') {
      return this.fail(
        `l’opérateur « ${operator} » n’est pas pris en charge (eq ou ne)`,
        expression.position,
      );
    }
    const [field, value] = this.sides(expression.left, expression.right, expression.position);
    const info = this.list.filterable[field.name];
    if (!info) {
      return this.fail(
        `le champ « ${field.name} » ne peut pas servir de filtre (champs : ${listed(Object.keys(this.list.filterable))})`,
        field.position,
      );
    }
    const literal = this.literal(field.name, info, value);
    let named = this.values.get(field.name);
    if (!named) this.values.set(field.name, (named = new Set()));
    named.add(literal);
    const { column } = info;
    if (literal === null) return operator === 'eq' ? isNull(column) : isNotNull(column);
    if (operator === 'eq') return eq(column, literal);
    // OData's null is a value for ne: an item without this field is "ne 'x'".
    return column.notNull ? ne(column, literal) : sql`${column} is distinct from ${literal}`;
  }

  /** The field and the value of a comparison, whichever side each is written on. */
  private sides(
    left: Operand,
    right: Operand,
    position: number,
  ): [{ name: string; position: number }, LiteralOperand] {
    if (left.kind === 'column' && right.kind === 'literal') return [left, right];
    if (left.kind === 'literal' && right.kind === 'column') return [right, left];
    return this.fail('une comparaison porte sur un champ et une valeur', position);
  }

  private literal(
    name: string,
    info: FilterField,
    operand: LiteralOperand,
  ): string | number | null {
    const { literal } = operand;
    if (literal.type === 'null') return null;
    if (info.type === 'string' && literal.type === 'string') return literal.value;
    if (info.type === 'integer' && literal.type === 'number' && literal.integer) {
      if (Math.abs(literal.value) <= 2_147_483_647) return literal.value;
    }
    const expected = info.type === 'string' ? 'une chaîne entre apostrophes' : 'un entier';
    return this.fail(
      `le champ « ${name} » attend ${expected} ou null, pas « ${operand.raw} »`,
      operand.position,
    );
  }
}
