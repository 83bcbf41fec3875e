import { describe, expect, it } from 'vitest';
import { HIERARCHICAL_POSITION_COLUMN_NAMES } from '@prisme/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ApiProblem } from '../../../http/errors';
import {
  compileODataQuery,
  DEFAULT_TOP,
  MAX_PAGE_SIZE,
  MAX_TOP,
  type ODataQueryOptions,
} from './compiler';
import { MAX_FILTER_DEPTH } from './filter-parser';

const dialect = new PgDialect();

/** The SQL and parameters of a fragment, with the table prefixes left out for reading. */
function render(fragment: Parameters<PgDialect['sqlToQuery']>[0]) {
  const { sql, params } = dialect.sqlToQuery(fragment);
  return { sql: sql.replace(/"lookthrough_(lines|instruments|roots|paths)"\./g, ''), params };
}

function where(filter: string) {
  const { where } = compileODataQuery({ $filter: filter });
  if (!where) throw new Error('no condition');
  return render(where);
}

/** The 400 VALIDATION problem a query raises. */
function problem(query: ODataQueryOptions): ApiProblem {
  try {
    compileODataQuery(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiProblem);
    const apiProblem = error as ApiProblem;
    expect(apiProblem.code).toBe('VALIDATION');
    expect(apiProblem.statusCode).toBe(400);
    return apiProblem;
  }
  throw new Error(`accepted: ${JSON.stringify(query)}`);
}
const filterProblem = (filter: string) => problem({ $filter: filter }).message;

describe('$filter comparisons', () => {
  it.each([
    ['eq', '=', "IsinCode eq 'FR0000120271'", 'FR0000120271'],
    ['ne (not-null column)', '<>', "IsinCode ne 'FR0000120271'", 'FR0000120271'],
    ['gt', '>', 'Weight gt 0.5', 0.5],
    ['ge', '>=', 'Depth ge 2', 2],
    ['lt', '<', 'MarketValueRc lt -1000', -1000],
    ['le', '<=', 'MaturityDate le 2030-12-31', '2030-12-31'],
  ])('%s', (_name, operator, filter, value) => {
    const { sql, params } = where(filter);
    expect(sql).toMatch(new RegExp(`^"[a-z_]+" ${operator} \\$1$`));
    expect(params).toEqual([value]);
  });

  it('maps OData names to their columns', () => {
    expect(where("IsinCode eq 'X'").sql).toBe('"security_code" = $1');
    expect(where("LookThroughStatus eq 'direct'").sql).toBe('"status" = $1');
    expect(where("MissingData eq ''").sql).toBe('"missing_data" = $1');
    expect(where("PortfolioCode eq 'P1'").sql).toBe('"portfolio_code" = $1');
  });

  it('keeps a null column matching ne, as OData does', () => {
    expect(where("Rating ne 'AAA'")).toEqual({
      sql: '"rating" is distinct from $1',
      params: ['AAA'],
    });
  });

  it('turns a literal on the left round', () => {
    expect(where('2 lt Depth').sql).toBe('"depth" > $1');
    expect(where("'X' eq IsinCode").sql).toBe('"security_code" = $1');
  });

  it('compares two columns of compatible types', () => {
    expect(where('MarketValueRc gt NotionalRc').sql).toBe('"market_value_rc" > "notional_rc"');
    expect(where('Depth lt Weight').sql).toBe('"depth" < "weight"');
    expect(where('RootCode eq IsinCode').sql).toBe('"root_code" = "security_code"');
    expect(where('RootName eq SecurityName').sql).toBe(
      '"root_name" is not distinct from "security_name"',
    );
    expect(filterProblem('Depth eq IsinCode')).toMatch(
      /« Depth » \(entier\) ne peut pas être comparée à « IsinCode » \(texte\)/,
    );
  });

  it('reads booleans, decimals, negative and large integers', () => {
    expect(where('IsGovernment eq true').params).toEqual([true]);
    expect(where('IsCoveredBond ne false').params).toEqual([false]);
    expect(where('CouponRate ge 1.25').params).toEqual([1.25]);
    expect(where('Quantity gt 3000000000').params).toEqual([3_000_000_000]);
    expect(where('Weight gt 1.5e-3').params).toEqual([0.0015]);
    expect(where('LineNo eq 70000').params).toEqual([70_000]);
  });

  it('takes a boolean column alone as a condition', () => {
    expect(where('IsGovernment').sql).toBe('"is_government"');
    expect(where('not ListedEeaOecd').sql).toBe('(not coalesce("listed_eea_oecd", false))');
    expect(filterProblem('Depth')).toMatch(/une condition est attendue/);
    expect(filterProblem('true')).toMatch(/une condition est attendue/);
  });
});

describe('$filter null', () => {
  it('eq null is IS NULL and ne null IS NOT NULL, without parameters', () => {
    expect(where('Rating eq null')).toEqual({ sql: '"rating" is null', params: [] });
    expect(where('Rating ne null')).toEqual({ sql: '"rating" is not null', params: [] });
    expect(where('null eq MaturityDate')).toEqual({ sql: '"maturity_date" is null', params: [] });
  });

  it('refuses null with an ordering operator', () => {
    expect(filterProblem('Rating gt null')).toMatch(/null ne se compare qu’avec eq ou ne/);
  });
});

describe('$filter logic and precedence', () => {
  it('and, or, not', () => {
    expect(where("Depth eq 1 and Rating eq 'A'").sql).toBe('("depth" = $1 and "rating" = $2)');
    expect(where("Depth eq 1 or Rating eq 'A'").sql).toBe('("depth" = $1 or "rating" = $2)');
    expect(where('not (Depth eq 1)').sql).toBe('(not coalesce("depth" = $1, false))');
  });

  it('binds and tighter than or, whatever the side', () => {
    expect(where('Depth eq 1 or Depth eq 2 and Depth eq 3').sql).toBe(
      '("depth" = $1 or ("depth" = $2 and "depth" = $3))',
    );
    expect(where('Depth eq 1 and Depth eq 2 or Depth eq 3').sql).toBe(
      '(("depth" = $1 and "depth" = $2) or "depth" = $3)',
    );
    expect(where('Depth eq 1 and Depth eq 2 or Depth eq 3 and Depth eq 4').sql).toBe(
      '(("depth" = $1 and "depth" = $2) or ("depth" = $3 and "depth" = $4))',
    );
  });

  it('writes a chain of one operator flat, in source order', () => {
    expect(where('Depth eq 1 or Depth eq 2 or Depth eq 3').sql).toBe(
      '("depth" = $1 or "depth" = $2 or "depth" = $3)',
    );
    expect(where('Depth eq 1 and (Depth eq 2 and Depth eq 3) and Depth eq 4').sql).toBe(
      '("depth" = $1 and "depth" = $2 and "depth" = $3 and "depth" = $4)',
    );
  });

  it('bounds the nesting of conditions, a chain of one operator counting once (issue 41 §6)', () => {
    const nots = `${'not '.repeat(MAX_FILTER_DEPTH - 1)}IsGovernment`;
    expect(where(nots).sql).toContain('not coalesce');
    expect(filterProblem(`not ${nots}`)).toMatch(
      `plus de ${MAX_FILTER_DEPTH} conditions imbriquées`,
    );
    expect(filterProblem('not '.repeat(990) + 'IsGovernment')).toMatch(/imbriquées/);
    // 300 terms of « or »: one level, accepted and written flat.
    const terms = Array.from({ length: 300 }, (_, i) => `Depth eq ${i}`).join(' or ');
    expect(where(terms).params).toHaveLength(300);
    // not and and alternating, two levels for each parenthesis.
    const nested = (levels: number) =>
      Array.from({ length: levels }, (_, i) => `not (Depth eq ${i} and `).join('') +
      'IsGovernment' +
      ')'.repeat(levels);
    expect(where(nested(15)).params).toHaveLength(15);
    expect(filterProblem(nested(17))).toMatch(`plus de ${MAX_FILTER_DEPTH} conditions imbriquées`);
  });

  it('binds not tighter than and and or (the library alone would not)', () => {
    expect(where('not IsGovernment and Depth eq 1').sql).toBe(
      '((not coalesce("is_government", false)) and "depth" = $1)',
    );
    expect(where('Depth eq 1 and not IsGovernment or Depth eq 2').sql).toBe(
      '(("depth" = $1 and (not coalesce("is_government", false))) or "depth" = $2)',
    );
    expect(where('not not IsGovernment or IsSupranational').sql).toBe(
      '((not coalesce((not coalesce("is_government", false)), false)) or "is_supranational")',
    );
    expect(where('not Depth eq 1 and IsGovernment').sql).toBe(
      '((not coalesce("depth" = $1, false)) and "is_government")',
    );
  });

  it('follows parentheses', () => {
    expect(where('(Depth eq 1 or Depth eq 2) and Depth eq 3').sql).toBe(
      '(("depth" = $1 or "depth" = $2) and "depth" = $3)',
    );
    expect(where('not (Depth eq 1 or Depth eq 2) and ((Depth eq 3))').sql).toBe(
      '((not coalesce(("depth" = $1 or "depth" = $2), false)) and "depth" = $3)',
    );
    expect(where('(Depth) eq (1)').sql).toBe('"depth" = $1');
  });

  it('accepts blanks around the filter and takes a blank filter as none', () => {
    expect(where('  Depth eq 1  ').sql).toBe('"depth" = $1');
    expect(compileODataQuery({ $filter: '   ' }).where).toBeUndefined();
  });
});

describe('$filter in', () => {
  it('compiles to IN with one parameter per value', () => {
    expect(where("IsinCode in ('A', 'B','C')")).toEqual({
      sql: '"security_code" in ($1, $2, $3)',
      params: ['A', 'B', 'C'],
    });
    expect(where('Depth in (1,2)').params).toEqual([1, 2]);
    expect(where('MaturityDate in (2030-01-01)').params).toEqual(['2030-01-01']);
  });

  it('matches null through IS NULL', () => {
    expect(where("Rating in ('A', null)").sql).toBe('("rating" in ($1) or "rating" is null)');
    expect(where('Rating in (null)').sql).toBe('"rating" is null');
  });

  it('combines with the other operators', () => {
    expect(where("not Depth in (1, 2) and (IsinCode in ('A') or Depth eq 3)").sql).toBe(
      '((not coalesce("depth" in ($1, $2), false)) and ("security_code" in ($3) or "depth" = $4))',
    );
  });

  it('is not fooled by " in (" inside a string', () => {
    expect(where("SecurityName eq 'x in (y)' and Depth in (1)")).toEqual({
      sql: '("security_name" = $1 and "depth" in ($2))',
      params: ['x in (y)', 1],
    });
    expect(where("IsinCode in ('a,b', 'c)d', 'e''f')").params).toEqual(['a,b', 'c)d', "e'f"]);
  });

  it('type-checks each value and refuses what is not a list of values', () => {
    expect(filterProblem("Depth in (1, 'x')")).toMatch(
      /la colonne « Depth » \(entier\) ne peut pas être comparée à « 'x' » \(texte\) \(position 14,/,
    );
    expect(filterProblem('Depth in ()')).toMatch(/valeur manquante/);
    expect(filterProblem('Depth in (1, )')).toMatch(/valeur manquante/);
    expect(filterProblem('Depth in (1, 2')).toMatch(/non fermée/);
    expect(filterProblem('Depth in 1')).toMatch(/liste entre parenthèses/);
    expect(filterProblem('Depth in (Weight)')).toMatch(/ne contient que des valeurs/);
    expect(filterProblem('Depth in ((1))')).toMatch(/ne contient que des valeurs/);
    expect(filterProblem("tolower(IsinCode) in ('a')")).toMatch(/« in » doit suivre le nom/);
    expect(filterProblem('Foo in (1)')).toMatch(/la colonne « Foo » n’existe pas/);
    expect(filterProblem('Depth eq (Depth in (1))')).toMatch(/ne peut servir que de condition/);
  });
});

describe('$filter string functions', () => {
  it.each([
    ['contains', "contains(SecurityName,'Total')", '%Total%'],
    ['startswith', "startswith(IsinCode, 'FR')", 'FR%'],
    ['endswith', "endswith(Cic,'21')", '%21'],
  ])('%s is a LIKE with a bound pattern', (_name, filter, pattern) => {
    const { sql, params } = where(filter);
    expect(sql).toMatch(/^"[a-z_]+" like \$1$/);
    expect(params).toEqual([pattern]);
  });

  it('matches %, _ and \\ literally', () => {
    expect(where("contains(SecurityName,'50%_a\\b')").params).toEqual(['%50\\%\\_a\\\\b%']);
  });

  it('wants a text column then a string', () => {
    expect(filterProblem("contains('Total', SecurityName)")).toMatch(/attend une colonne de texte/);
    expect(filterProblem('contains(Depth, 1)')).toMatch(/attend une colonne de texte/);
    expect(filterProblem('contains(SecurityName, null)')).toMatch(/attend une colonne de texte/);
  });

  it('refuses other functions, and functions used as values', () => {
    expect(filterProblem("tolower(IsinCode) eq 'fr'")).toMatch(
      /la fonction « tolower » n’est pas prise en charge \(fonctions acceptées : contains, startswith, endswith\)/,
    );
    expect(filterProblem('year(MaturityDate) eq 2030')).toMatch(/la fonction « year »/);
    expect(filterProblem("contains(IsinCode,'x') eq true")).toMatch(/syntaxe incorrecte/);
  });
});

describe('$filter literals and escapes', () => {
  it("reads a doubled quote as one quote: 'O''Neil'", () => {
    expect(where("IssuerName eq 'O''Neil'").params).toEqual(["O'Neil"]);
    expect(where("IssuerName eq ''''").params).toEqual(["'"]);
    expect(where("IssuerName eq ''").params).toEqual(['']);
  });

  it('keeps accents, symbols and blanks', () => {
    expect(where("IssuerName eq 'Société Générale & Cie; 50% (a/b) #1 '").params).toEqual([
      'Société Générale & Cie; 50% (a/b) #1 ',
    ]);
  });

  it('binds an injection attempt as one string', () => {
    expect(where("IsinCode eq 'x'' or 1=1'")).toEqual({
      sql: '"security_code" = $1',
      params: ["x' or 1=1"],
    });
    expect(where("IsinCode eq 'x''; drop table lookthrough_lines; --'")).toEqual({
      sql: '"security_code" = $1',
      params: ["x'; drop table lookthrough_lines; --"],
    });
  });

  it('refuses a quote that ends the string too early', () => {
    expect(filterProblem("IsinCode eq 'x' or 1=1'")).toMatch(/syntaxe incorrecte/);
    expect(filterProblem("IsinCode eq 'x")).toMatch(/syntaxe incorrecte/);
  });

  it('refuses dates that are not days, and other kinds of values', () => {
    expect(filterProblem('MaturityDate eq 2030-02-30')).toMatch(/date inexistante « 2030-02-30 »/);
    // No year 0 in PostgreSQL (issue 41 §6); the TPT's perpetual 9999-12-31 is a day.
    expect(filterProblem('MaturityDate eq 0000-01-01')).toMatch(/date inexistante « 0000-01-01 »/);
    expect(where('MaturityDate eq 9999-12-31').params).toEqual(['9999-12-31']);
    expect(filterProblem('MaturityDate eq 2030-01-01T00:00:00Z')).toMatch(
      /valeur non prise en charge .* AAAA-MM-JJ/,
    );
    expect(filterProblem('Weight gt INF')).toMatch(/nombre non fini/);
    expect(filterProblem("IsinCode eq 'a\u0000b'")).toMatch(/syntaxe incorrecte|caractère nul/);
  });
});

describe('$filter type checks', () => {
  it.each([
    ["Depth eq '1'", /« Depth » \(entier\) ne peut pas être comparée à « '1' » \(texte\)/],
    ['IsinCode eq 1', /« IsinCode » \(texte\) ne peut pas être comparée à « 1 » \(nombre\)/],
    ["Weight gt '0.5'", /« Weight » \(nombre\) ne peut pas être comparée/],
    ['IsGovernment eq 1', /« IsGovernment » \(booléen\)/],
    ["MaturityDate gt '2030-01-01'", /« MaturityDate » \(date\)/],
    [
      'Weight gt 2030-01-01',
      /« Weight » \(nombre\) ne peut pas être comparée à « 2030-01-01 » \(date\)/,
    ],
    ['Depth eq 1.5', /la colonne « Depth » attend un entier/],
    ['Depth eq 40000', /« 40000 » est hors des limites de « Depth »/],
    ['IsGovernment gt false', /ne se compare qu’avec eq ou ne/],
    ["'a' eq 'a'", /une comparaison porte sur au moins une colonne/],
  ])('%s', (filter, message) => {
    expect(filterProblem(filter)).toMatch(message);
  });
});

describe('$filter refusals', () => {
  it('names an unknown column, its position, and the right case when it exists', () => {
    expect(filterProblem('Foo eq 1')).toBe(
      'Filtre OData invalide : la colonne « Foo » n’existe pas (position 1, près de « Foo eq 1 »).',
    );
    expect(filterProblem("Depth eq 1 and isincode eq 'x'")).toMatch(
      /la colonne « isincode » n’existe pas \(vouliez-vous dire « IsinCode » \?\) \(position 16,/,
    );
  });

  it('counts positions in the text as written, leading blanks included', () => {
    expect(filterProblem('   Foo eq 1')).toMatch(/\(position 4, près de « Foo eq 1 »\)/);
    expect(filterProblem("  Depth in (1, 'x')")).toMatch(/\(position 16, près de « 'x'\) »\)/);
    expect(filterProblem(' not (Depth gt 1.5)')).toMatch(/entier \(position 16,/);
  });

  it('refuses columns outside the allowlist, even real ones', () => {
    expect(filterProblem("RoleCode eq 'other'")).toMatch(/la colonne « RoleCode » n’existe pas/);
    expect(filterProblem("role_code eq 'other'")).toMatch(/la colonne « role_code » n’existe pas/);
    expect(filterProblem("PerimeterId ne 'x'")).toMatch(/n’existe pas/);
  });

  it('gives the position of a syntax error', () => {
    expect(filterProblem('Depth eq')).toBe(
      'Filtre OData invalide : syntaxe incorrecte (position 7, près de « eq »).',
    );
    expect(filterProblem('  Depth eq 1 and')).toMatch(
      /syntaxe incorrecte \(position 14, près de « and »\)/,
    );
    expect(filterProblem('Depth eq 1)')).toMatch(/syntaxe incorrecte/);
    expect(filterProblem('(Depth eq 1')).toMatch(/syntaxe incorrecte/);
    expect(filterProblem('Depth == 1')).toMatch(/syntaxe incorrecte/);
    expect(filterProblem('Depth eq 1; delete from lookthrough_lines')).toMatch(
      /syntaxe incorrecte/,
    );
  });

  it('refuses operators and expressions it does not compile', () => {
    expect(filterProblem('Depth add 1 eq 2')).toMatch(
      /l’opérateur « add » n’est pas pris en charge/,
    );
    expect(filterProblem('Depth eq -Depth')).toMatch(/l’opérateur « - »/);
    expect(filterProblem('Foo/Bar eq 1')).toMatch(/le chemin « Foo\/Bar » n’est pas une colonne/);
    expect(filterProblem("Foo/any(d: d eq 'x')")).toMatch(
      /syntaxe incorrecte|n’est pas une colonne/,
    );
  });

  it('refuses deep nesting before parsing it', () => {
    const deep = `${'('.repeat(21)}Depth eq 1${')'.repeat(21)}`;
    expect(filterProblem(deep)).toMatch(/plus de 20 niveaux de parenthèses/);
    expect(where(`${'('.repeat(20)}Depth eq 1${')'.repeat(20)}`).sql).toBe('"depth" = $1');
  });

  it('names the option in the details', () => {
    expect(problem({ $filter: 'Foo eq 1' }).details).toEqual([
      { path: '$filter', message: expect.stringMatching(/^Filtre OData invalide/) },
    ]);
  });
});

describe('$select', () => {
  it('defaults to every allowed column, in the allowlist order', () => {
    const { select } = compileODataQuery({});
    expect(select).toHaveLength(HIERARCHICAL_POSITION_COLUMN_NAMES.length);
    expect(select.slice(0, 3)).toEqual(['LineNo', 'PortfolioCode', 'CompartmentCode']);
    expect(compileODataQuery({ $select: '*' }).select).toEqual(select);
    expect(compileODataQuery({ $select: ' ' }).select).toEqual(select);
  });

  it('keeps the asked columns once, in order', () => {
    expect(compileODataQuery({ $select: 'IsinCode, Weight,IsinCode' }).select).toEqual([
      'IsinCode',
      'Weight',
    ]);
  });

  it('refuses unknown columns, paths and bad lists', () => {
    expect(problem({ $select: 'IsinCode,Foo' }).message).toBe(
      'Sélection OData invalide : la colonne « Foo » n’existe pas (position 10, près de « Foo »).',
    );
    expect(problem({ $select: 'RoleCode' }).message).toMatch(/« RoleCode » n’existe pas/);
    expect(problem({ $select: 'Foo/Bar' }).message).toMatch(
      /« Foo\/Bar » n’est pas un nom de colonne/,
    );
    expect(problem({ $select: 'IsinCode,' }).message).toMatch(
      /^Sélection OData invalide : syntaxe incorrecte/,
    );
    expect(problem({ $select: 'IsinCode Weight' }).message).toMatch(
      /syntaxe incorrecte \(position 10,/,
    );
    expect(problem({ $select: 'IsinCode&$filter=Depth eq 1' }).message).toMatch(
      /syntaxe incorrecte/,
    );
  });
});

describe('$orderby', () => {
  const orderBy = ($orderby?: string) =>
    compileODataQuery({ ...($orderby === undefined ? {} : { $orderby }) }).orderBy.map(
      (fragment) => render(fragment).sql,
    );

  it('orders by the line number when nothing is asked', () => {
    expect(orderBy()).toEqual(['"line_no" asc']);
  });

  it('sorts nulls as OData does and ends with the line number', () => {
    expect(orderBy('Weight desc,IsinCode, Rating asc')).toEqual([
      '"weight" desc nulls last',
      '"security_code" asc nulls first',
      '"rating" asc nulls first',
      '"line_no" asc',
    ]);
  });

  it('needs no tiebreak when the line number is already a key', () => {
    expect(orderBy('LineNo desc')).toEqual(['"line_no" desc nulls last']);
  });

  it('refuses unknown columns, expressions and bad directions', () => {
    expect(problem({ $orderby: 'Depth,Foo desc' }).message).toBe(
      'Tri OData invalide : la colonne « Foo » n’existe pas (position 7, près de « Foo desc »).',
    );
    expect(problem({ $orderby: 'tolower(IsinCode)' }).message).toMatch(
      /seule une colonne peut servir au tri/,
    );
    expect(problem({ $orderby: 'Depth sideways' }).message).toMatch(
      /^Tri OData invalide : syntaxe incorrecte/,
    );
    expect(problem({ $orderby: 'Depth;drop' }).message).toMatch(/syntaxe incorrecte/);
  });
});

describe('$top, $skip and $count', () => {
  it('defaults to the first lines, counting nothing', () => {
    expect(compileODataQuery({})).toMatchObject({
      requested: DEFAULT_TOP,
      limit: MAX_PAGE_SIZE,
      offset: 0,
      count: false,
    });
  });

  it('takes the asked page and count', () => {
    expect(compileODataQuery({ $top: 0, $skip: 20, $count: 'true' })).toMatchObject({
      limit: 0,
      offset: 20,
      count: true,
    });
    expect(compileODataQuery({ $top: 300, $skip: 20 })).toMatchObject({
      requested: 300,
      limit: 300,
    });
    // Past a page, a page: the rest comes through the next link (OData 4.01 §11.2.6.7).
    expect(compileODataQuery({ $top: MAX_TOP, $count: 'false' })).toMatchObject({
      requested: MAX_TOP,
      limit: MAX_PAGE_SIZE,
      count: false,
    });
  });

  it('applies the caller’s limits', () => {
    expect(compileODataQuery({}, { defaultTop: 50, maxTop: 100 }).limit).toBe(50);
    expect(compileODataQuery({ $top: 80 }, { pageSize: 30 })).toMatchObject({
      requested: 80,
      limit: 30,
    });
    expect(() => compileODataQuery({ $top: 101 }, { maxTop: 100 })).toThrow(
      /de 0 à 100 est attendu/,
    );
  });

  it('refuses values out of range', () => {
    expect(problem({ $top: MAX_TOP + 1 }).message).toBe(
      'Paramètre $top invalide : « 100001 » : un entier de 0 à 100000 est attendu.',
    );
    expect(problem({ $top: -1 }).message).toMatch(/\$top/);
    expect(problem({ $top: 1.5 }).message).toMatch(/\$top/);
    expect(problem({ $skip: -1 }).message).toMatch(/^Paramètre \$skip invalide/);
    expect(problem({ $skip: 1e300 }).message).toMatch(/\$skip/);
  });
});
