import { defaultParser, TokenType, type Token } from '@odata/parser';
import { isStorableCalendarDay } from '@prisme/domain';
import type {
  ComparisonOperator,
  FilterExpression,
  Literal,
  LiteralOperand,
  Operand,
  StringFunction,
} from './ast';
import { at, odataError } from './errors';
import { liftInLists, type Fail, type InList } from './in-lists';
import { failurePosition, memberName } from './tokens';

/**
 * The adapter between @odata/parser and the compiler for $filter: it runs the library,
 * turns its tokens into the small tree of ast.ts, and reports every syntax or support
 * problem as a 400 with the position in the text the client wrote.
 *
 * It also corrects one flaw of the library: its `not` takes everything to its right as
 * operand, so `not A and B` came out as `not (A and B)`. The and/or/not chain of each
 * parenthesis level is therefore flattened back into source order (the library's tree
 * keeps it) and regrouped with OData's precedence: not, then and, then or.
 */

const COMPARISONS: Partial<Record<TokenType, ComparisonOperator>> = {
  [TokenType.EqualsExpression]: 'eq',
  [TokenType.NotEqualsExpression]: 'ne',
  [TokenType.GreaterThanExpression]: 'gt',
  [TokenType.GreaterOrEqualsExpression]: 'ge',
  [TokenType.LesserThanExpression]: 'lt',
  [TokenType.LesserOrEqualsExpression]: 'le',
};

const FUNCTIONS: readonly string[] = [
  'contains',
  'startswith',
  'endswith',
] satisfies StringFunction[];

/** Operators the grammar knows but the endpoint does not compile, by their OData name. */
const UNSUPPORTED: Partial<Record<TokenType, string>> = {
  [TokenType.HasExpression]: 'has',
  [TokenType.AddExpression]: 'add',
  [TokenType.SubExpression]: 'sub',
  [TokenType.MulExpression]: 'mul',
  [TokenType.DivExpression]: 'div',
  [TokenType.ModExpression]: 'mod',
  [TokenType.NegateExpression]: '-',
  [TokenType.CastExpression]: 'cast',
  [TokenType.IsOfExpression]: 'isof',
};

const INTEGER_TYPES = new Set(['Edm.SByte', 'Edm.Byte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64']);
const DECIMAL_TYPES = new Set(['Edm.Decimal', 'Edm.Double', 'Edm.Single']);
/** `$filter` → its tree, or undefined for an absent or blank filter. */
export function parseFilter(source: string | undefined): FilterExpression | undefined {
  const body = source?.trim();
  if (!source || !body) return undefined;
  // The library refuses surrounding blanks; positions are shifted back for messages.
  const offset = source.length - source.trimStart().length;
  const fail: Fail = (reason, position) => {
    throw odataError('$filter', `${reason} ${at(source, position + offset)}.`);
  };
  const lifted = liftInLists(body, fail);
  let root: Token;
  try {
    root = defaultParser.filter(lifted.text);
  } catch (error) {
    return fail('syntaxe incorrecte', failurePosition(error));
  }
  const tree = new FilterReader(lifted.lists, offset, fail).condition(root);
  const tooDeep = firstTooDeep(tree);
  if (tooDeep) {
    fail(
      `plus de ${MAX_FILTER_DEPTH} conditions imbriquées (not, and, or, parenthèses)`,
      tooDeep.position - offset,
    );
  }
  return tree;
}

/**
 * How deep a condition may nest (issue 41 §6): a chain of 1,000 « not » became SQL nested
 * 1,000 deep, which the embedded database's parser could not take (a 500). A chain of
 * « and » (or of « or ») counts as one level, as the compiler writes it flat.
 */
export const MAX_FILTER_DEPTH = 32;

/** The first node below MAX_FILTER_DEPTH levels, walked with a stack of its own. */
function firstTooDeep(tree: FilterExpression): FilterExpression | undefined {
  const stack = [{ node: tree, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_FILTER_DEPTH) return node;
    if (node.kind === 'and' || node.kind === 'or') {
      for (const child of [node.left, node.right])
        stack.push({ node: child, depth: child.kind === node.kind ? depth : depth + 1 });
    } else if (node.kind === 'not') stack.push({ node: node.operand, depth: depth + 1 });
  }
  return undefined;
}

class FilterReader {
  constructor(
    private readonly lists: Map<number, InList>,
    private readonly offset: number,
    private readonly fail: Fail,
  ) {}

  private position(token: Token): number {
    return token.position + this.offset;
  }

  private unsupported(token: Token): never {
    const operator = UNSUPPORTED[token.type];
    return this.fail(
      operator
        ? `l’opérateur « ${operator} » n’est pas pris en charge`
        : `expression non prise en charge : « ${token.raw} »`,
      token.position,
    );
  }

  /** A condition: the and/or/not chain of one parenthesis level, regrouped. */
  condition(token: Token): FilterExpression {
    const pieces: Piece[] = [];
    this.flatten(token, pieces);
    return regroup(pieces);
  }

  private flatten(token: Token, out: Piece[]): void {
    if (token.type === TokenType.AndExpression || token.type === TokenType.OrExpression) {
      const { left, right } = token.value as { left: Token; right: Token };
      this.flatten(left, out);
      out.push({ operator: token.type === TokenType.AndExpression ? 'and' : 'or' });
      this.flatten(right, out);
    } else if (token.type === TokenType.NotExpression) {
      out.push({ operator: 'not', position: this.position(token) });
      this.flatten(token.value as Token, out);
    } else {
      out.push({ expression: this.primary(token) });
    }
  }

  /** A condition that is not an and/or/not chain. */
  private primary(token: Token): FilterExpression {
    const position = this.position(token);
    const operator = COMPARISONS[token.type];
    if (operator) {
      const { left, right } = token.value as { left: Token; right: Token };
      return {
        kind: 'compare',
        operator,
        left: this.operand(left),
        right: this.operand(right),
        position,
      };
    }
    switch (token.type) {
      case TokenType.BoolParenExpression:
        return this.condition(token.value as Token);
      case TokenType.MethodCallExpression: {
        const { method, parameters } = token.value as { method: string; parameters?: Token[] };
        if (!FUNCTIONS.includes(method)) this.unsupportedFunction(method, token);
        const args = (parameters ?? []).map((parameter) => this.operand(parameter));
        return { kind: 'call', name: method as StringFunction, args, position };
      }
      case TokenType.CommonExpression: {
        const inner = token.value as Token;
        const list = this.inList(inner);
        if (list) return list;
        return { kind: 'value', operand: this.operand(inner), position };
      }
      default:
        return this.unsupported(token);
    }
  }

  private inList(token: Token): FilterExpression | undefined {
    const list =
      token.type === TokenType.ParenExpression ? this.lists.get(token.position) : undefined;
    if (!list) return undefined;
    const items = list.items.map(({ raw, position }) => {
      let parsed: Token;
      try {
        parsed = defaultParser.literal(raw);
      } catch {
        return this.fail('une liste de « in » ne contient que des valeurs', position);
      }
      return this.literal(parsed, position);
    });
    const column = {
      kind: 'column' as const,
      name: list.column,
      position: this.offset + list.position,
    };
    return { kind: 'in', column, items, position: column.position };
  }

  private operand(token: Token): Operand {
    if (token.type === TokenType.ParenExpression) {
      if (this.lists.has(token.position)) {
        this.fail('« in » ne peut servir que de condition', token.position);
      }
      return this.operand(token.value as Token);
    }
    if (token.type === TokenType.Literal) return this.literal(token, token.position);
    if (token.type === TokenType.MethodCallExpression) {
      const { method } = token.value as { method: string };
      if (FUNCTIONS.includes(method)) {
        this.fail(`« ${method}(…) » est une condition : elle ne se compare pas`, token.position);
      }
      this.unsupportedFunction(method, token);
    }
    const name = memberName(token);
    if (name === undefined) {
      const path = token.type === TokenType.FirstMemberExpression;
      return path
        ? this.fail(`le chemin « ${token.raw} » n’est pas une colonne`, token.position)
        : this.unsupported(token);
    }
    return { kind: 'column', name, position: this.position(token) };
  }

  private unsupportedFunction(method: string, token: Token): never {
    return this.fail(
      `la fonction « ${method} » n’est pas prise en charge (fonctions acceptées : ${FUNCTIONS.join(', ')})`,
      token.position,
    );
  }

  /** `at` is the literal's position in the lifted text (in-list values are parsed alone). */
  private literal(token: Token, at: number): LiteralOperand {
    return {
      kind: 'literal',
      literal: this.value(token, at),
      raw: token.raw,
      position: at + this.offset,
    };
  }

  private value(token: Token, at: number): Literal {
    const type = token.value as string;
    const raw = token.raw;
    if (type === 'null') return { type: 'null' };
    if (type === 'Edm.Boolean') return { type: 'boolean', value: raw.toLowerCase() === 'true' };
    if (type === 'Edm.String') {
      const value = raw.slice(1, -1).replaceAll("''", "'");
      // PostgreSQL text cannot hold U+0000: refused here rather than failing as a 500.
      if (value.includes('\u0000')) this.fail('caractère nul interdit dans une chaîne', at);
      return { type: 'string', value };
    }
    if (INTEGER_TYPES.has(type) || DECIMAL_TYPES.has(type)) {
      const value = Number(raw);
      if (!Number.isFinite(value)) this.fail(`nombre non fini « ${raw} »`, at);
      return { type: 'number', value, integer: INTEGER_TYPES.has(type) };
    }
    if (type === 'Edm.Date') {
      if (!isStorableCalendarDay(raw)) this.fail(`date inexistante « ${raw} »`, at);
      return { type: 'date', value: raw };
    }
    return this.fail(`valeur non prise en charge « ${raw} » (les dates s’écrivent AAAA-MM-JJ)`, at);
  }
}

type Piece =
  | { operator: 'and' | 'or'; position?: undefined }
  | { operator: 'not'; position: number }
  | { operator?: undefined; expression: FilterExpression };

/** Regroups a flat chain by precedence: not binds tightest, then and, then or. */
function regroup(pieces: Piece[]): FilterExpression {
  let i = 0;
  const binary = (kind: 'and' | 'or', next: () => FilterExpression) => () => {
    let left = next();
    while (pieces[i]?.operator === kind) {
      i += 1;
      left = { kind, left, right: next(), position: left.position };
    }
    return left;
  };
  const unary = (): FilterExpression => {
    const piece = pieces[i++];
    if (piece?.operator === 'not')
      return { kind: 'not', operand: unary(), position: piece.position };
    if (piece && piece.operator === undefined) return piece.expression;
    throw new Error('OData : chaîne de conditions mal formée'); // the library's tree forbids it
  };
  const expression = binary('or', binary('and', unary))();
  if (i !== pieces.length) throw new Error('OData : chaîne de conditions mal formée');
  return expression;
}
