import { describe, expect, it } from 'vitest';
import { resolveLevel } from './lookthrough';
import { Book, brief, readLines } from './test-fixtures';

// Hand-computed cases of the expansion rules (Art. 84 DR, solvency2-market-risk §8). Funds
// are F…, G…; equities E…, bonds B…, cash C…. Valuation date 2024-12-31, EUR reference.

/** F1 holds 60 % E1 and 40 % F2; F2 holds 75 % B1 and 25 % C1. */
function fundOfFunds() {
  return new Book()
    .add('F1', 'XL44')
    .add('F2', 'XL42')
    .add('E1', 'FR31')
    .add('B1', 'FR21')
    .add('C1', 'XT72')
    .hold('F1', 1_000_000)
    .compose('F1', '2024-12-31', [
      ['E1', 0.6],
      ['F2', 0.4],
    ])
    .compose('F2', '2024-11-30', [
      ['B1', 0.75],
      ['C1', 0.25],
    ]);
}

describe('lookThrough: direct holdings', () => {
  it('keeps a holding that is not a fund as one direct line at depth 0', () => {
    const book = new Book().add('B1', 'FR21').hold('B1', 1234.5);
    const input = book.input();
    expect(brief(book.run(), input)).toEqual([
      { code: 'B1', status: 'direct', depth: 0, path: '', rc: 1234.5 },
    ]);
  });
});

describe('lookThrough: fund of funds', () => {
  it('applies the weights to the value held, level after level', () => {
    const book = fundOfFunds();
    const input = book.input();
    // E1 = 1,000,000 × 0.6; F2 = 400,000 then B1 = 400,000 × 0.75, C1 = 400,000 × 0.25.
    expect(brief(book.run(), input)).toEqual([
      { code: 'E1', status: 'looked_through', depth: 1, path: 'F1', rc: 600_000 },
      { code: 'B1', status: 'looked_through', depth: 2, path: 'F1 > F2', rc: 300_000 },
      { code: 'C1', status: 'looked_through', depth: 2, path: 'F1 > F2', rc: 100_000 },
    ]);
  });

  it('gives each line the product of the weights along its path and its root position', () => {
    const book = fundOfFunds().add('B2', 'FR21').hold('B2', 50);
    const lines = readLines(book.run(), book.input());
    expect(lines.map((l) => [l.code, l.weight, l.root])).toEqual([
      ['E1', 0.6, 0],
      ['B1', 0.4 * 0.75, 0],
      ['C1', 0.4 * 0.25, 0],
      ['B2', 1, 1],
    ]);
  });

  it('stores each path once and points the lines to it', () => {
    const result = fundOfFunds().run();
    expect(result.paths).toEqual([[], ['F1'], ['F1', 'F2']]);
    expect(Array.from(result.lines.path)).toEqual([1, 2, 2]);
  });
});

describe('lookThrough: level cap', () => {
  it('level 0 keeps every fund whole as a level_cap line', () => {
    const book = fundOfFunds();
    expect(brief(book.run({ level: 0 }), book.input())).toEqual([
      { code: 'F1', status: 'level_cap', depth: 0, path: '', rc: 1_000_000 },
    ]);
  });

  it('level 1 expands the held fund only', () => {
    const book = fundOfFunds();
    expect(brief(book.run({ level: 1 }), book.input())).toEqual([
      { code: 'E1', status: 'looked_through', depth: 1, path: 'F1', rc: 600_000 },
      { code: 'F2', status: 'level_cap', depth: 1, path: 'F1', rc: 400_000 },
    ]);
  });

  it('accepts the level codes of the perimeter request', () => {
    const book = fundOfFunds();
    expect(book.run({ level: '1' }).count).toBe(2);
    expect(book.run({ level: '2' }).count).toBe(3);
  });

  it('caps FULL (and any deeper level) at 10 levels', () => {
    expect(resolveLevel('FULL')).toBe(10);
    expect(resolveLevel(15)).toBe(10);
    expect(resolveLevel(-1)).toBe(0);
    // G1 holds 100 % G2, … G12 holds 100 % B1: twelve funds deep.
    const book = new Book().add('B1', 'FR21');
    for (let k = 1; k <= 12; k++) book.add(`G${k}`, 'XL44');
    for (let k = 1; k <= 12; k++)
      book.compose(`G${k}`, '2024-12-31', [[k < 12 ? `G${k + 1}` : 'B1', 1]]);
    book.hold('G1', 500);
    const result = book.run({ level: 'FULL' });
    expect(result.levelCap).toBe(10);
    expect(brief(result, book.input())).toEqual([
      {
        code: 'G11',
        status: 'level_cap',
        depth: 10,
        path: 'G1 > G2 > G3 > G4 > G5 > G6 > G7 > G8 > G9 > G10',
        rc: 500,
      },
    ]);
  });
});

describe('lookThrough: residual of a partial composition', () => {
  it('keeps the unexplained value as a residual line of the fund', () => {
    const book = new Book()
      .add('F1', 'XL41')
      .add('E1', 'FR31')
      .add('E2', 'DE31')
      .hold('F1', 1000)
      .compose('F1', '2024-12-31', [
        ['E1', 0.5],
        ['E2', 0.3],
      ]);
    const result = book.run();
    // 1000 × (1 − 0.5 − 0.3) = 200 stays in the fund.
    expect(brief(result, book.input())).toEqual([
      { code: 'E1', status: 'looked_through', depth: 1, path: 'F1', rc: 500 },
      { code: 'E2', status: 'looked_through', depth: 1, path: 'F1', rc: 300 },
      { code: 'F1', status: 'residual', depth: 1, path: 'F1', rc: 200 },
    ]);
    expect(result.statistics.warnings).toEqual([
      expect.objectContaining({
        kind: 'weights_off',
        fundCode: 'F1',
        weightSum: expect.closeTo(0.8, 12),
      }),
    ]);
  });

  it('makes the residual negative when the weights exceed 1', () => {
    const book = new Book()
      .add('F1', 'XL41')
      .add('E1', 'FR31')
      .add('E2', 'DE31')
      .hold('F1', 1000)
      .compose('F1', '2024-12-31', [
        ['E1', 0.75],
        ['E2', 0.5],
      ]);
    expect(brief(book.run(), book.input()).at(-1)).toEqual({
      code: 'F1',
      status: 'residual',
      depth: 1,
      path: 'F1',
      rc: -250,
    });
  });

  it('tolerates weights within 1e-6 of 1 without a residual line', () => {
    const book = new Book()
      .add('F1', 'XL41')
      .add('E1', 'FR31')
      .add('E2', 'DE31')
      .hold('F1', 1000)
      .compose('F1', '2024-12-31', [
        ['E1', 0.5],
        ['E2', 0.5000005],
      ]);
    const result = book.run();
    expect(result.count).toBe(2);
    expect(result.statistics.warnings).toEqual([]);
  });
});

describe('lookThrough: cycles', () => {
  it('cuts a fund met again on its own path, keeping its value', () => {
    // A holds 50 % B and 50 % X; B holds 40 % A and 60 % Y.
    const book = new Book()
      .add('A', 'XL44')
      .add('B', 'XL44')
      .add('X', 'FR21')
      .add('Y', 'FR31')
      .hold('A', 1000)
      .compose('A', '2024-12-31', [
        ['B', 0.5],
        ['X', 0.5],
      ])
      .compose('B', '2024-12-31', [
        ['A', 0.4],
        ['Y', 0.6],
      ]);
    const result = book.run();
    // B = 500: A = 500 × 0.4 = 200 (cut), Y = 500 × 0.6 = 300; X = 500.
    expect(brief(result, book.input())).toEqual([
      { code: 'A', status: 'cycle', depth: 2, path: 'A > B', rc: 200 },
      { code: 'Y', status: 'looked_through', depth: 2, path: 'A > B', rc: 300 },
      { code: 'X', status: 'looked_through', depth: 1, path: 'A', rc: 500 },
    ]);
    expect(result.statistics.warnings).toEqual([
      expect.objectContaining({ kind: 'cycle', fundCode: 'A' }),
    ]);
  });

  it('cuts a fund that holds itself', () => {
    const book = new Book()
      .add('A', 'XL44')
      .add('X', 'FR21')
      .hold('A', 1000)
      .compose('A', '2024-12-31', [
        ['A', 0.25],
        ['X', 0.75],
      ]);
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'A', status: 'cycle', depth: 1, path: 'A', rc: 250 },
      { code: 'X', status: 'looked_through', depth: 1, path: 'A', rc: 750 },
    ]);
  });
});

describe('lookThrough: fund of funds given by TPT field 95', () => {
  /** F holds E1 70 % and G 30 %, G's holdings given inline: B1 20 %, B2 10 %. */
  function inline() {
    return new Book()
      .add('F', 'XL44')
      .add('G', 'XL41')
      .add('E1', 'FR31')
      .add('B1', 'FR21')
      .add('B2', 'FR21')
      .add('E9', 'FR31')
      .hold('F', 1000)
      .compose('F', '2024-12-31', [
        ['E1', 0.7],
        ['G', 0.3],
        ['B1', 0.2, { investeeFundCode: 'G' }],
        ['B2', 0.1, { investeeFundCode: 'G' }],
      ])
      .compose('G', '2024-12-31', [['E9', 1]]);
  }

  it('replaces the investee fund line by its lines, which are not counted twice', () => {
    const book = inline();
    const result = book.run();
    // G's own line (30 %) gives way to B1 and B2; G's own composition (E9) is not used.
    expect(brief(result, book.input())).toEqual([
      { code: 'E1', status: 'looked_through', depth: 1, path: 'F', rc: 700 },
      { code: 'B1', status: 'looked_through', depth: 2, path: 'F > G', rc: 200 },
      { code: 'B2', status: 'looked_through', depth: 2, path: 'F > G', rc: 100 },
    ]);
    expect(result.statistics.warnings).toEqual([]);
  });

  it('keeps the investee whole at the level cap, valued by its lines', () => {
    const book = inline();
    expect(brief(book.run({ level: 1 }), book.input())).toEqual([
      { code: 'E1', status: 'looked_through', depth: 1, path: 'F', rc: 700 },
      { code: 'G', status: 'level_cap', depth: 1, path: 'F', rc: 300 },
    ]);
  });

  it('leaves the lines of an unknown investee under their holder, with a warning', () => {
    const book = new Book()
      .add('F', 'XL44')
      .add('B1', 'FR21')
      .hold('F', 1000)
      .compose('F', '2024-12-31', [['B1', 1, { investeeFundCode: 'ZZ' }]]);
    const result = book.run();
    expect(brief(result, book.input())).toEqual([
      { code: 'B1', status: 'looked_through', depth: 1, path: 'F', rc: 1000 },
    ]);
    expect(result.statistics.warnings).toEqual([
      expect.objectContaining({ kind: 'investee_fund_unknown', investeeFundCode: 'ZZ' }),
    ]);
  });
});

describe('lookThrough: input contract', () => {
  it('refuses an instrument index outside the dictionary (a mapping bug, not data)', () => {
    const book = new Book().add('B1', 'FR21');
    const input = book.input({
      positions: [
        {
          instrumentIndex: 3,
          portfolioCode: 'P',
          compartmentCode: 'C',
          quantity: 1,
          marketValueQc: 1,
          quotationCurrency: 'EUR',
          marketValueRc: 1,
        },
      ],
    });
    expect(() => book.run(input)).toThrow(RangeError);
  });
});
