import { isIsoCurrency, normaliseHeader } from '@prisme/domain';
import type { ImportReport } from '../import-report';
import type { TableCell } from '../parsing/tabular-reader';
import { parseDecimal, parseInteger } from '../parsing/values';
import { columnLetters } from '../../../lib/excel-columns';
import { MATURITY_BOUNDS, rateProblem, type CurvePoint } from './curve-points';

/**
 * The spot-rate sheets of EIOPA's monthly `EIOPA_RFR_YYYYMMDD_Term_Structures.xlsx`
 * (solvency2-market-risk §9): row 2 names a country per column from C on; column B
 * labels the rows: a few parameters (Coding, LLP, Convergence, UFR, alpha, CRA, VA…,
 * found by label, not by position), then the maturities 1 to 150 with the rates as
 * decimal fractions.
 */
export interface SpotSheet {
  name: string;
  curveSuffix: string;
  required: boolean;
}

export const SPOT_SHEETS: readonly SpotSheet[] = [
  { name: 'RFR_spot_no_VA', curveSuffix: 'RFR_NO_VA', required: true },
  { name: 'RFR_spot_with_VA', curveSuffix: 'RFR_WITH_VA', required: false },
];

/** EIOPA's column names and their currencies (data-standards §6, §7.1). */
const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    EUR: 'Euro, Austria, Belgium, Cyprus, Estonia, Finland, France, Germany, Greece, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, Netherlands, Portugal, Slovakia, Slovenia, Spain',
    CZK: 'Czech Republic, Czechia', DKK: 'Denmark', HUF: 'Hungary', ISK: 'Iceland',
    CHF: 'Switzerland, Liechtenstein', NOK: 'Norway', PLN: 'Poland', RON: 'Romania',
    RUB: 'Russia', SEK: 'Sweden', GBP: 'United Kingdom', AUD: 'Australia', BRL: 'Brazil',
    CAD: 'Canada', CLP: 'Chile', CNY: 'China', COP: 'Colombia', HKD: 'Hong Kong',
    INR: 'India', JPY: 'Japan', MYR: 'Malaysia', MXN: 'Mexico', NZD: 'New Zealand',
    SGD: 'Singapore', ZAR: 'South Africa', KRW: 'South Korea, Korea', TWD: 'Taiwan',
    THB: 'Thailand', TRY: 'Turkey, Türkiye', USD: 'United States',
  }).flatMap(([currency, names]) => names.split(', ').map((n) => [normaliseHeader(n), currency])),
); // prettier-ignore

/** §7.1: Croatia uses the euro from 1 January 2023, Bulgaria from 1 January 2026. */
const EURO_ADOPTIONS: Readonly<Record<string, { before: string; from: string }>> = {
  croatia: { before: 'HRK', from: '2023-01-01' },
  bulgaria: { before: 'BGN', from: '2026-01-01' },
};

/** Several columns carry the euro (and the franc): the curve is read from this one. */
const HOME_COLUMNS: Readonly<Record<string, string>> = { EUR: 'euro', CHF: 'switzerland' };

/** Labels of a parameter row that may give a column's ISO currency, by preference. */
const CURRENCY_LABELS = ['isocode', 'iso', 'currency', 'currencycode', 'ccy', 'devise', 'coding'];

const text = (cell: TableCell | undefined) =>
  cell === null || cell === undefined || cell instanceof Date ? '' : String(cell).trim();

function countryCurrency(name: string, curveDate: string): string | undefined {
  const key = normaliseHeader(name);
  const adoption = EURO_ADOPTIONS[key];
  if (adoption) return curveDate >= adoption.from ? 'EUR' : adoption.before;
  return COUNTRY_CURRENCIES[key];
}

export interface SheetPoint extends CurvePoint {
  line: number;
  column: string;
}

export interface SheetCurves {
  points: SheetPoint[];
  /** Columns written to no curve: unknown country without ISO code, or empty. */
  ignoredColumns: string[];
  maturityRows: number;
}

interface MaturityRow {
  line: number;
  cells: TableCell[];
  maturity: number;
}

/** Reads the curves of one spot sheet; each faulty cell is reported with its row and column. */
export function readSpotSheet(
  rows: readonly TableCell[][],
  sheet: SpotSheet,
  curveDate: string,
  report: ImportReport,
): SheetCurves {
  const curves: SheetCurves = { points: [], ignoredColumns: [], maturityRows: 0 };
  const headerIndex = rows.findIndex(
    (cells, i) => i < 10 && cells.slice(2).some((c) => countryCurrency(text(c), curveDate)),
  );
  if (headerIndex < 0) {
    report.add(
      2,
      sheet.name,
      `Feuille ${sheet.name} : ligne des pays introuvable (Euro, Austria… attendus en ligne 2 à partir de la colonne C).`,
    );
    return curves;
  }
  const { parameters, maturities } = splitRows(rows, headerIndex, sheet, report);
  curves.maturityRows = maturities.length;
  const columns = chooseColumns(rows[headerIndex]!, parameters, curveDate, curves.ignoredColumns);
  for (const [currency, { index, name }] of columns) {
    const column = `${sheet.name}!${columnLetters(index)} (${name})`;
    const curveId = `${currency}_${sheet.curveSuffix}`;
    let found = 0;
    for (const { line, cells, maturity } of maturities) {
      const rate = parseDecimal(cells[index], { percentSign: 'fraction' });
      if (!rate.ok) report.add(line, column, rate.message);
      if (!rate.ok || rate.value === undefined) continue;
      found++;
      const problem = rateProblem(rate.value);
      if (problem) report.add(line, column, problem);
      else
        curves.points.push({
          curveId,
          currency,
          curveDate,
          maturity,
          rate: rate.value,
          line,
          column,
        });
    }
    if (found === 0) curves.ignoredColumns.push(`${name} (vide)`);
  }
  return curves;
}

/** The rows under the country row: parameters by normalised label, and maturities. */
function splitRows(
  rows: readonly TableCell[][],
  headerIndex: number,
  sheet: SpotSheet,
  report: ImportReport,
) {
  const parameters = new Map<string, TableCell[][]>();
  const maturities: MaturityRow[] = [];
  const labelColumn = `${sheet.name}!B`;
  rows.slice(headerIndex + 1).forEach((cells, k) => {
    const line = headerIndex + k + 2;
    const label = cells[1];
    if (typeof label === 'number' || /^\s*[+-]?\d+([.,]\d+)?\s*$/.test(text(label))) {
      const maturity = parseInteger(label);
      if (!maturity.ok)
        report.add(line, labelColumn, `Maturité en années entières attendue : « ${text(label)} »`);
      else if (maturity.value! < MATURITY_BOUNDS.min || maturity.value! > MATURITY_BOUNDS.max)
        report.add(
          line,
          labelColumn,
          `Maturité hors de l'intervalle 1 à 150 ans : ${maturity.value}`,
        );
      else maturities.push({ line, cells, maturity: maturity.value! });
    } else if (cells.some((c) => text(c) !== '')) {
      const key = normaliseHeader(text(label));
      parameters.set(key, [...(parameters.get(key) ?? []), cells]);
    }
  });
  return { parameters, maturities };
}

/**
 * One column per currency: its ISO code from a parameter row when there is one, else
 * from the country's name; the home column when several columns share a currency.
 */
function chooseColumns(
  header: readonly TableCell[],
  parameters: Map<string, TableCell[][]>,
  curveDate: string,
  ignoredColumns: string[],
) {
  const chosen = new Map<string, { index: number; name: string }>();
  header.forEach((cell, index) => {
    const name = text(cell);
    if (index < 2 || name === '') return;
    const isoCode = CURRENCY_LABELS.flatMap((label) => parameters.get(label) ?? [])
      .map((cells) => text(cells[index]).toUpperCase())
      .find(isIsoCurrency);
    const currency = isoCode ?? countryCurrency(name, curveDate);
    if (!currency) ignoredColumns.push(`${name} (devise inconnue)`);
    else if (!chosen.has(currency) || HOME_COLUMNS[currency] === normaliseHeader(name))
      chosen.set(currency, { index, name });
  });
  return chosen;
}
