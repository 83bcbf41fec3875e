import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIERARCHICAL_POSITION_COLUMN_NAMES } from '@prisme/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  lookthroughInstruments,
  lookthroughLines,
  lookthroughPaths,
  lookthroughRoots,
} from '../../../db/schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../test/databases';
import { compileODataQuery, type ODataQueryOptions } from './compiler';
import { countLines, queryHierarchicalPositions } from './repository';
import { createPartition } from '../../../db/perimeter-partitions';

const ROLE = 'ROLE_A';
const OTHER_ROLE = 'ROLE_B';
const PERIMETER = '0f8e4c9a-5b1d-4c3e-9a7f-2d6b8e1c4a01';
const OTHER_PERIMETER = '0f8e4c9a-5b1d-4c3e-9a7f-2d6b8e1c4a02';

type Insert<T extends { $inferInsert: object }> = T['$inferInsert'];
type Numbers = 'instrumentNo' | 'rootNo' | 'pathNo';
/** A line with its instrument's, root's and path's attributes, split into four tables on insert. */
type NewLine = Omit<Insert<typeof lookthroughLines>, Numbers> &
  Omit<Insert<typeof lookthroughInstruments>, Numbers> &
  Omit<Insert<typeof lookthroughRoots>, Numbers> &
  Omit<Insert<typeof lookthroughPaths>, Numbers>;
const keysOf = (table: Parameters<typeof getTableColumns>[0]) =>
  new Set(Object.keys(getTableColumns(table)));
const LINE_KEYS = keysOf(lookthroughLines);
const ROOT_KEYS = keysOf(lookthroughRoots);
const PATH_KEYS = keysOf(lookthroughPaths);

/** The line's own columns, its instrument's, its root's and its path's (numbered as the line). */
function split(row: NewLine) {
  const key = { roleCode: row.roleCode, perimeterId: row.perimeterId };
  const n = row.lineNo;
  const line: Record<string, unknown> = { instrumentNo: n, rootNo: n, pathNo: n };
  const instrument: Record<string, unknown> = { ...key, instrumentNo: n };
  const root: Record<string, unknown> = { ...key, rootNo: n };
  const path: Record<string, unknown> = { ...key, pathNo: n };
  for (const [name, value] of Object.entries(row)) {
    if (LINE_KEYS.has(name)) line[name] = value;
    else if (ROOT_KEYS.has(name)) root[name] = value;
    else if (PATH_KEYS.has(name)) path[name] = value;
    else instrument[name] = value;
  }
  return {
    line: line as Insert<typeof lookthroughLines>,
    instrument: instrument as Insert<typeof lookthroughInstruments>,
    root: root as Insert<typeof lookthroughRoots>,
    path: path as Insert<typeof lookthroughPaths>,
  };
}

/** The lines of ROLE's PERIMETER; every other (role, perimeter) pair gets the same lines. */
const LINES: Omit<NewLine, 'roleCode' | 'perimeterId' | 'portfolioCode'>[] = [
  line(1, 'FR0000120271', { securityName: 'TotalEnergies', rating: 'A', weight: 0.4 }),
  line(2, 'FR0000131104', { securityName: 'BNP 50% _coupon_', rating: null, weight: 0.1 }),
  line(3, 'XS0000000003', {
    securityName: "x' or 1=1",
    issuerName: "O'Neil",
    rating: 'AAA',
    maturityDate: '2030-06-30',
    isGovernment: true,
    depth: 1,
    weight: 0.2,
  }),
  line(4, 'XS0000000004', { rating: 'BBB', maturityDate: '2027-01-15', depth: 2, weight: 0.2 }),
  line(5, 'FR0000120271', { rating: 'A', depth: 2, weight: 0.1, quantity: null }),
];

function line(lineNo: number, securityCode: string, rest: Partial<NewLine>) {
  return {
    lineNo,
    compartmentCode: 'C1',
    rootCode: securityCode,
    fundPath: '',
    depth: 0,
    securityCode,
    marketValueRc: lineNo * 1000,
    weight: 0,
    status: 'direct',
    quantity: lineNo * 10,
    ...rest,
  };
}

/** Each pair's lines carry it in their portfolio code, to tell where a line came from. */
const portfolioOf = (role: string, perimeter: string) => `${role}/${perimeter.slice(-2)}`;
const OURS = portfolioOf(ROLE, PERIMETER);

describe.each(testDatabaseKinds())('OData look-through lines on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
    const pairs = [ROLE, OTHER_ROLE].flatMap((role) =>
      [PERIMETER, OTHER_PERIMETER].map((perimeter) => ({ role, perimeter })),
    );
    const rows = pairs.flatMap(({ role, perimeter }) =>
      LINES.map((l) =>
        split({
          ...l,
          roleCode: role,
          perimeterId: perimeter,
          portfolioCode: portfolioOf(role, perimeter),
        }),
      ),
    );
    for (const perimeter of [PERIMETER, OTHER_PERIMETER])
      await createPartition(db, 'lookthrough_lines', perimeter);
    await db.insert(lookthroughLines).values(rows.map((r) => r.line));
    await db.insert(lookthroughInstruments).values(rows.map((r) => r.instrument));
    await db.insert(lookthroughRoots).values(rows.map((r) => r.root));
    await db.insert(lookthroughPaths).values(rows.map((r) => r.path));
  });
  afterAll(() => database.dispose());

  const run = (
    query: ODataQueryOptions,
    role = ROLE,
    perimeter = PERIMETER,
    lineCount = LINES.length,
  ) =>
    queryHierarchicalPositions(
      db,
      { roleCode: role, id: perimeter, lineCount },
      compileODataQuery(query),
    );
  const lineNos = async (query: ODataQueryOptions) =>
    (await run({ ...query, $select: 'LineNo' })).rows.map((row) => row.LineNo);

  it('answers the selected columns under their OData names', async () => {
    const page = await run({
      $filter: "IsinCode eq 'XS0000000003'",
      $select: 'IsinCode,MaturityDate,IsGovernment,Weight',
    });
    expect(page).toEqual({
      rows: [
        { IsinCode: 'XS0000000003', MaturityDate: '2030-06-30', IsGovernment: true, Weight: 0.2 },
      ],
      hasMore: false,
    });
  });

  it('answers every allowed column by default, nulls included', async () => {
    const { rows } = await run({ $filter: 'LineNo eq 2' });
    expect(Object.keys(rows[0]!)).toHaveLength(HIERARCHICAL_POSITION_COLUMN_NAMES.length);
    expect(rows[0]).toMatchObject({
      LineNo: 2,
      PortfolioCode: OURS,
      IsinCode: 'FR0000131104',
      Rating: null,
      MaturityDate: null,
      Depth: 0,
      LookThroughStatus: 'direct',
      MissingData: '',
      IsGovernment: false,
      MarketValueRc: 2000,
    });
  });

  it.each([
    ["IsinCode eq 'FR0000120271'", [1, 5]],
    ["IsinCode in ('FR0000131104', 'XS0000000004', 'nowhere')", [2, 4]],
    ["Rating eq 'A' and Depth eq 2", [5]],
    ["Rating eq 'AAA' or Depth eq 2 and Rating eq 'A'", [3, 5]],
    ["(Rating eq 'AAA' or Depth eq 2) and Rating eq 'A'", [5]],
    ['not IsGovernment and Depth eq 1', []],
    ['not IsGovernment and Depth eq 2', [4, 5]],
    ['Rating eq null', [2]],
    ["Rating in ('BBB', null)", [2, 4]],
    ["Rating ne 'A'", [2, 3, 4]],
    ["not (Rating eq 'A')", [2, 3, 4]],
    ["not (Rating gt 'AA')", [1, 2, 5]],
    ['MaturityDate lt 2030-01-01', [4]],
    ['MaturityDate ge 2027-01-15', [3, 4]],
    ['Quantity eq null', [5]],
    ['MarketValueRc gt Quantity', [1, 2, 3, 4]],
    ["contains(SecurityName, '50%')", [2]],
    ["contains(SecurityName, '_c')", [2]],
    ["contains(SecurityName, '5_%')", []],
    ["startswith(IsinCode, 'XS')", [3, 4]],
    ["endswith(IsinCode, '271')", [1, 5]],
    ["IssuerName eq 'O''Neil'", [3]],
    ["SecurityName eq 'x'' or 1=1'", [3]],
    ["IsinCode eq 'x'' or 1=1'", []],
  ] as const)('filters %s', async ($filter, expected) => {
    expect(await lineNos({ $filter })).toEqual(expected);
  });

  it('orders with nulls as OData sorts them, then by line number', async () => {
    expect(await lineNos({ $orderby: 'Rating' })).toEqual([2, 1, 5, 3, 4]);
    expect(await lineNos({ $orderby: 'Rating desc' })).toEqual([4, 3, 1, 5, 2]);
    expect(await lineNos({ $orderby: 'Depth desc,Weight' })).toEqual([5, 4, 3, 2, 1]);
    expect(await lineNos({ $orderby: 'LineNo desc' })).toEqual([5, 4, 3, 2, 1]);
  });

  it('pages, tells whether lines remain, and counts all matching lines', async () => {
    expect(await run({ $select: 'LineNo', $top: 2, $skip: 1, $count: 'true' })).toEqual({
      rows: [{ LineNo: 2 }, { LineNo: 3 }],
      count: { exact: 5 },
      hasMore: true,
    });
    expect(await run({ $select: 'LineNo', $top: 2, $skip: 3 })).toEqual({
      rows: [{ LineNo: 4 }, { LineNo: 5 }],
      hasMore: false,
    });
    expect(await run({ $filter: 'Depth eq 2', $top: 0, $count: 'true' })).toEqual({
      rows: [],
      count: { exact: 2 },
      hasMore: true,
    });
    expect((await run({ $filter: 'Depth eq 9', $count: 'true' })).count).toEqual({ exact: 0 });
  });

  it('counts without a filter from the perimeter, and reads at most the cap with one', async () => {
    // The perimeter's stored count answers without reading a line (a wrong one shows).
    expect((await run({ $top: 1, $count: 'true' }, ROLE, PERIMETER, 1234)).count).toEqual({
      exact: 1234,
    });
    const capped = (cap: number) =>
      queryHierarchicalPositions(
        db,
        { roleCode: ROLE, id: PERIMETER, lineCount: LINES.length },
        compileODataQuery({ $filter: 'LineNo ge 1', $top: 1, $count: 'true' }),
        { countCap: cap },
      );
    expect((await capped(3)).count).toEqual({ atLeast: 3 });
    expect((await capped(5)).count).toEqual({ exact: 5 });
    // The last page tells the count by itself.
    const last = await run({ $filter: 'LineNo ge 2', $skip: 2, $count: 'true' });
    expect(last.count).toEqual({ exact: 4 });
    expect(
      await countLines(
        db,
        { roleCode: ROLE, id: PERIMETER, lineCount: 0 },
        compileODataQuery({ $filter: 'LineNo ge 1' }),
      ),
    ).toBe(LINES.length);
  });

  it.each([
    undefined,
    'LineNo ge 0',
    "IsinCode eq 'x' or LineNo ge 0",
    "PortfolioCode ne 'x' or not IsGovernment or IsGovernment",
    "IsinCode eq 'x'') or (1 eq 1' or LineNo ge 0",
    'not (LineNo lt 0) or LineNo ge 0 and LineNo lt 100',
  ])('never answers another role’s or perimeter’s lines (filter %s)', async ($filter) => {
    const page = await run({
      $select: 'PortfolioCode',
      $count: 'true',
      ...($filter ? { $filter } : {}),
    });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(new Set(page.rows.map((row) => row.PortfolioCode))).toEqual(new Set([OURS]));
    expect(page.count).toEqual({ exact: page.rows.length });
  });

  it('keeps the client condition in its own parentheses', async () => {
    const compiled = {
      ...compileODataQuery({ $select: 'PortfolioCode' }),
      where: sql`true or true`,
    };
    const page = await queryHierarchicalPositions(
      db,
      { roleCode: ROLE, id: PERIMETER, lineCount: LINES.length },
      compiled,
    );
    expect(page.rows).toHaveLength(LINES.length);
    expect(new Set(page.rows.map((row) => row.PortfolioCode))).toEqual(new Set([OURS]));
  });

  it('answers each pair its own lines, and nothing to an unknown pair', async () => {
    const query = { $select: 'PortfolioCode', $count: 'true' as const };
    const other = await run(query, OTHER_ROLE, OTHER_PERIMETER);
    expect(new Set(other.rows.map((row) => row.PortfolioCode))).toEqual(
      new Set([portfolioOf(OTHER_ROLE, OTHER_PERIMETER)]),
    );
    expect(await run(query, 'ROLE_C', PERIMETER, 0)).toEqual({
      rows: [],
      count: { exact: 0 },
      hasMore: false,
    });
  });
});
