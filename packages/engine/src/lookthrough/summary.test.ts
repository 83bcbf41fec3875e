import { describe, expect, it } from 'vitest';
import { summariseLookThrough } from './summary';
import { Book, round } from './test-fixtures';

/**
 * PTF1: bond B1 400 held directly; fund F (equity fund) 600 seen through to E1 (DE, EUR)
 * 300 and E2 (US, USD, no sector) 300.
 * PTF2: debt fund D 250 without composition, with its duration (data grouping, 19 % < 20 %); fund N 50 (CIC 49) without
 * composition (not looked through). Total 1,300.
 */
function perimeter() {
  const book = new Book()
    .add('B1', 'FR21', { country: 'FR', rating: 'AA', naceCode: 'K6419' })
    .add('F', 'XL41', { name: 'Fonds actions', country: 'LU', rating: null, naceCode: 'K6430' })
    .add('E1', 'DE31', { country: 'DE', rating: null, naceCode: 'C2011' })
    .add('E2', 'US31', { country: 'US', rating: null, naceCode: null, currency: 'USD' })
    .add('D', 'XL42', {
      name: 'Fonds obligataire',
      country: 'LU',
      rating: null,
      naceCode: 'K6430',
      modifiedDuration: 3,
    })
    .add('N', 'XL49', { name: 'Fonds divers', country: 'LU', rating: null, naceCode: 'K6430' })
    .hold('B1', 400)
    .hold('F', 600)
    .hold('D', 250, { portfolioCode: 'PTF2' })
    .hold('N', 50, { portfolioCode: 'PTF2' })
    .compose('F', '2024-12-31', [
      ['E1', 0.5],
      ['E2', 0.5],
    ]);
  const input = book.input();
  return summariseLookThrough(book.run(), input);
}

const item = (key: string, label: string, marketValue: number, lineCount: number) => ({
  key,
  label,
  marketValue,
  share: expect.closeTo(marketValue / 1300, 12),
  lineCount,
});

describe('summariseLookThrough', () => {
  it('totals the value and the shares by status', () => {
    const s = perimeter();
    expect(s.totalMarketValuation).toBe(1300);
    expect(s.lineCount).toBe(5);
    // Direct 400 + looked through 600 = 1,000 of 1,300.
    expect(s.lookedThroughShare).toBeCloseTo(1000 / 1300, 12);
    expect(s.dataGroupingShare).toBeCloseTo(250 / 1300, 12);
    expect(s.dataGroupingLimit).toBe(0.2);
    expect(s.statuses).toEqual(['direct', 'looked_through', 'data_grouping', 'not_looked_through']);
  });

  it('breaks the value down by level, status and CIC category, largest first', () => {
    const { breakdowns } = perimeter();
    expect(breakdowns.level).toEqual([
      item('0', 'Niveau 0', 700, 3),
      item('1', 'Niveau 1', 600, 2),
    ]);
    expect(breakdowns.status).toEqual([
      item('looked_through', 'Transparisé', 600, 2),
      item('direct', 'Détention directe', 400, 1),
      item('data_grouping', 'Regroupement de données', 250, 1),
      item('not_looked_through', 'Non transparisé : action de type 2', 50, 1),
    ]);
    expect(breakdowns.cic).toEqual([
      item('3', 'Actions', 600, 2),
      item('2', 'Obligations d’entreprises', 400, 1),
      item('4', 'Organismes de placement collectif', 300, 2),
    ]);
  });

  it('breaks the value down by currency, country, rating and NACE section', () => {
    const { breakdowns } = perimeter();
    expect(breakdowns.currency).toEqual([
      item('EUR', 'Euro', 1000, 4),
      item('USD', 'Dollar des États-Unis', 300, 1),
    ]);
    expect(breakdowns.country.map((x) => [x.key, x.marketValue])).toEqual([
      ['FR', 400],
      ['DE', 300],
      ['LU', 300],
      ['US', 300],
    ]);
    expect(breakdowns.rating).toEqual([
      item('', 'Sans notation', 900, 4),
      item('AA', 'AA', 400, 1),
    ]);
    expect(breakdowns.sector).toEqual([
      item('K', 'Activités financières et d’assurance', 700, 3),
      // Equal values in key order: the unknown slice (key '') first.
      item('', 'Secteur non renseigné', 300, 1),
      item('C', 'Industrie manufacturière', 300, 1),
    ]);
  });

  it('gives the quality of each held fund and each portfolio', () => {
    const { byFund, byPortfolio } = perimeter();
    const none = { isin: 0, cic: 0, rating: 0, sector: 0, lei: 0, value: 0 };
    expect(byFund.map((f) => [f.code, f.name, f.marketValue])).toEqual([
      ['F', 'Fonds actions', 600],
      ['D', 'Fonds obligataire', 250],
      ['N', 'Fonds divers', 50],
    ]);
    // F: E2 has no sector; its codes are not ISINs (both lines).
    expect(byFund[0]).toMatchObject({
      lookedThroughShare: 1,
      dataGroupingShare: 0,
      missing: { ...none, isin: 2, sector: 1 },
    });
    expect(byFund[1]).toMatchObject({ dataGroupingShare: 1, lookedThroughShare: 0 });
    expect(byFund[2]).toMatchObject({ notLookedThroughShare: 1 });
    expect(byPortfolio.map((p) => [p.code, p.marketValue])).toEqual([
      ['PTF1', 1000],
      ['PTF2', 300],
    ]);
    expect(byPortfolio[0]!.lookedThroughShare).toBe(1);
    expect(byPortfolio[1]!.dataGroupingShare).toBeCloseTo(250 / 300, 12);
    expect(byPortfolio[1]!.notLookedThroughShare).toBeCloseTo(50 / 300, 12);
  });

  it('lists every missing-data item with its lines and value', () => {
    const { missing } = perimeter();
    // Test codes are not ISINs: every line lacks one. E2 lacks its sector.
    expect(missing).toEqual([
      { item: 'isin', label: 'ISIN', lineCount: 5, marketValue: 1300 },
      { item: 'cic', label: 'CIC', lineCount: 0, marketValue: 0 },
      { item: 'rating', label: 'Notation', lineCount: 0, marketValue: 0 },
      { item: 'sector', label: 'Secteur', lineCount: 1, marketValue: 300 },
      { item: 'lei', label: 'LEI', lineCount: 0, marketValue: 0 },
      { item: 'value', label: 'Valeur de marché', lineCount: 0, marketValue: 0 },
    ]);
  });

  it('gives shares of 0 rather than NaN for a perimeter worth nothing', () => {
    const book = new Book().add('B1', 'FR21').hold('B1', 100).hold('B1', -100);
    const s = summariseLookThrough(book.run(), book.input());
    expect(s.totalMarketValuation).toBe(0);
    expect(s.lookedThroughShare).toBe(0);
    expect(s.breakdowns.status).toEqual([
      { key: 'direct', label: 'Détention directe', marketValue: 0, share: 0, lineCount: 2 },
    ]);
  });
});

describe('the rule each fund unit met (Art. 84, 168(3))', () => {
  it('shows per held fund: looked through, data grouping, type 2 equity, beyond the 20 % limit', () => {
    // Assets 1,000: bond 350; fund L 100 looked through; debt fund D 150 with its duration
    // and equity fund A 250, both groupable; debt fund X 50 without a duration (type 2);
    // A again for 100 in the unit-linked compartment « UC » (not counted, Art. 84(3a)).
    // Counted groupings D 150 + A 250 = 400 > 200: A (largest) does not fit, D does.
    const book = new Book()
      .add('B', 'FR21', { modifiedDuration: 2 })
      .add('L', 'XL41')
      .add('D', 'XL42', { modifiedDuration: 4 })
      .add('A', 'XL41')
      .add('X', 'XL42')
      .hold('B', 350)
      .hold('L', 100)
      .hold('D', 150)
      .hold('A', 250)
      .hold('X', 50)
      .hold('A', 100, { compartmentCode: 'UC' })
      .compose('L', '2024-12-31', [['B', 1]]);
    const s = summariseLookThrough(book.run(), book.input());
    const rules = Object.fromEntries(
      s.byFund.map((f) => [
        f.code,
        [
          round(f.lookedThroughShare),
          round(f.dataGroupingShare),
          round(f.notLookedThroughShare),
          round(f.groupingLimitShare ?? NaN),
        ],
      ]),
    );
    expect(rules).toEqual({
      L: [1, 0, 0, 0],
      D: [0, 1, 0, 0],
      // A: the UC position keeps its grouping, the other is beyond the limit.
      A: [0, round(100 / 350), 0, round(250 / 350)],
      X: [0, 0, 1, 0],
    });
    expect(s.dataGroupingShare).toBeCloseTo(0.25, 12); // D 150 + A (UC) 100
    expect(s.dataGroupingCountedShare).toBeCloseTo(0.15, 12); // D only
    expect(s.groupingLimitShare).toBeCloseTo(0.25, 12);
    expect(s.statuses).toContain('grouping_limit');
  });
});
