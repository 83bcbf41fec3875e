import { describe, expect, it } from 'vitest';
import { ImportReport } from '../import-report';
import type { TableCell } from '../parsing/tabular-reader';
import { readSpotSheet, SPOT_SHEETS } from './eiopa-curve-workbook';

const NO_VA = SPOT_SHEETS[0]!;

/** A spot sheet by rows: countries, parameter rows by label, then maturities 1…n. */
function sheet(countries: string[], parameters: [string, ...TableCell[]][], rates: TableCell[][]) {
  const rows: TableCell[][] = [['Titre'], [null, null, ...countries]];
  for (const [label, ...values] of parameters) rows.push([null, label, ...values]);
  rates.forEach((values, i) => rows.push([null, i + 1, ...values]));
  return rows;
}

const flat = (n: number, ...rates: number[]) => Array.from({ length: n }, () => rates);

describe('reading an EIOPA spot sheet', () => {
  it('maps Bulgaria to BGN before 2026 and to the euro from 1 January 2026', () => {
    const rows = sheet(['Bulgaria'], [['Coding', 'BG']], flat(3, 0.03));
    const currencyOn = (date: string) => {
      const { points } = readSpotSheet(rows, NO_VA, date, new ImportReport());
      return [...new Set(points.map((p) => `${p.curveId} ${p.currency}`))];
    };
    expect(currencyOn('2025-12-31')).toEqual(['BGN_RFR_NO_VA BGN']);
    expect(currencyOn('2026-01-30')).toEqual(['EUR_RFR_NO_VA EUR']);
  });

  it('finds parameters by label wherever they are, and prefers the ISO row to the name', () => {
    const rows = sheet(
      ['Euro', 'Ruritania', 'Liechtenstein', 'Switzerland'],
      [
        ['UFR', 3.3, 3.3, 2.3, 2.3],
        ['VA', null, null, null, null],
        ['ISO code', 'EUR', 'RSD', 'CHF', 'CHF'],
        ['LLP', 20, 20, 25, 25],
      ],
      flat(2, 0.02, 0.05, 0.011, 0.01),
    );
    const report = new ImportReport();
    const { points, ignoredColumns, maturityRows } = readSpotSheet(
      rows,
      NO_VA,
      '2024-12-31',
      report,
    );
    expect(report.errors).toEqual([]);
    expect(maturityRows).toBe(2);
    expect(ignoredColumns).toEqual([]);
    expect(points.map((p) => [p.curveId, p.maturity, p.rate, p.line, p.column])).toEqual([
      ['EUR_RFR_NO_VA', 1, 0.02, 7, 'RFR_spot_no_VA!C (Euro)'],
      ['EUR_RFR_NO_VA', 2, 0.02, 8, 'RFR_spot_no_VA!C (Euro)'],
      ['RSD_RFR_NO_VA', 1, 0.05, 7, 'RFR_spot_no_VA!D (Ruritania)'],
      ['RSD_RFR_NO_VA', 2, 0.05, 8, 'RFR_spot_no_VA!D (Ruritania)'],
      // The Swiss column gives the franc's curve, not Liechtenstein's before it.
      ['CHF_RFR_NO_VA', 1, 0.01, 7, 'RFR_spot_no_VA!F (Switzerland)'],
      ['CHF_RFR_NO_VA', 2, 0.01, 8, 'RFR_spot_no_VA!F (Switzerland)'],
    ]);
  });

  it('lists the columns it cannot place, and reports faulty cells where they are', () => {
    const rows = sheet(
      ['Euro', 'Atlantis', 'Russia'],
      [['Coding', 'EUR', 'AT', 'RU']],
      [
        [0.02, 0.04, null],
        [2.1, 0.04, null],
        ['n.d.', 0.04, null],
      ],
    );
    rows.push([null, 4.5, 0.02]);
    const report = new ImportReport();
    const { ignoredColumns } = readSpotSheet(rows, NO_VA, '2024-12-31', report);
    expect(ignoredColumns).toEqual(['Atlantis (devise inconnue)', 'Russia (vide)']);
    expect(report.errors).toEqual([
      {
        line: 7,
        column: 'RFR_spot_no_VA!B',
        message: expect.stringMatching(/^Maturité en années entières attendue/),
      },
      {
        line: 5,
        column: 'RFR_spot_no_VA!C (Euro)',
        message: expect.stringMatching(/^Taux hors de l'intervalle \[−5\s% ; \+30\s%\] : 210\s%/),
      },
      { line: 6, column: 'RFR_spot_no_VA!C (Euro)', message: 'Nombre invalide : « n.d. »' },
    ]);
  });

  it('says so when no row names the countries', () => {
    const report = new ImportReport();
    readSpotSheet([['x'], [null, 'Main menu', 'Atlantis']], NO_VA, '2024-12-31', report);
    expect(report.errors).toEqual([
      {
        line: 2,
        column: 'RFR_spot_no_VA',
        message: expect.stringMatching(/ligne des pays introuvable/),
      },
    ]);
  });
});
