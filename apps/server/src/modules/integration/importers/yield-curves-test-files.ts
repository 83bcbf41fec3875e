import ExcelJS from 'exceljs';
import { csvFile } from './reference-import-test-kit';

/**
 * EUR basic risk-free rates at 31/12/2024 in percent (solvency2-market-risk §9.1):
 * maturities 1 to 30, then the long points, read between them linearly.
 */
const EUR_2024_TO_30 = [
  2.236, 2.093, 2.093, 2.12, 2.142, 2.17, 2.198, 2.222, 2.243, 2.267, 2.286, 2.308, 2.325, 2.334,
  2.332, 2.319, 2.301, 2.283, 2.268, 2.259, 2.257, 2.261, 2.27, 2.282, 2.296, 2.312, 2.33, 2.348,
  2.367, 2.386,
];
const EUR_2024_LONG: [number, number][] = [
  [30, 2.386], [35, 2.479], [40, 2.564], [45, 2.637], [50, 2.698], [55, 2.751], [60, 2.795],
  [70, 2.866], [80, 2.92], [90, 2.962], [100, 2.996], [110, 3.024], [120, 3.047], [130, 3.066],
  [140, 3.083], [150, 3.097],
]; // prettier-ignore

/** The EUR spot rate of 31/12/2024 at a maturity, as a decimal fraction. */
export function eurRate2024(maturity: number): number {
  if (maturity <= 30) return EUR_2024_TO_30[maturity - 1]! / 100;
  const upper = EUR_2024_LONG.findIndex(([t]) => t >= maturity);
  const [t0, r0] = EUR_2024_LONG[upper - 1]!;
  const [t1, r1] = EUR_2024_LONG[upper]!;
  return (r0 + ((r1 - r0) * (maturity - t0)) / (t1 - t0)) / 100;
}

export interface CountryColumn {
  country: string;
  /** The ISO currency of the parameter row, when the sheet gives one. */
  iso?: string;
  rate(maturity: number): number | string | null;
}

export interface SpotSheetOptions {
  /** Parameter rows between the country row and the maturities, by label. */
  parameters?: readonly string[];
  maturities?: number;
  /** Label of the maturity rows, to craft a faulty one. */
  maturityLabel?: (maturity: number) => number | string;
  /** Values of parameter rows besides those of PARAMETERS (e.g. the 2027 method's FSP, LLFR). */
  parameterValues?: Readonly<Record<string, number>>;
}

const PARAMETERS = ['Coding', 'ISO code', 'LLP', 'Convergence', 'UFR', 'alpha', 'CRA', 'VA'];

function parameterValue(
  label: string,
  column: CountryColumn,
  values: Readonly<Record<string, number>> = {},
): string | number | null {
  if (label === 'ISO code') return column.iso ?? null;
  if (label === 'Coding') return column.country.slice(0, 2).toUpperCase();
  const defaults: Record<string, number> = {
    LLP: 20,
    Convergence: 40,
    UFR: 3.3,
    alpha: 0.115619,
    CRA: 10,
    VA: 0,
  };
  return values[label] ?? defaults[label] ?? null;
}

/** A spot sheet laid out as EIOPA's: countries in row 2 from column C, labels in column B. */
function addSpotSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly CountryColumn[],
  options: SpotSheetOptions,
) {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(['Taux sans risque EIOPA']);
  sheet.addRow([null, 'Main menu', ...columns.map((c) => c.country)]);
  for (const label of options.parameters ?? PARAMETERS)
    sheet.addRow([
      null,
      label,
      ...columns.map((c) => parameterValue(label, c, options.parameterValues)),
    ]);
  for (let maturity = 1; maturity <= (options.maturities ?? 150); maturity++)
    sheet.addRow([
      null,
      options.maturityLabel?.(maturity) ?? maturity,
      ...columns.map((c) => c.rate(maturity)),
    ]);
}

/** A Term_Structures workbook: RFR_spot_no_VA, and RFR_spot_with_VA when `withVa` is given. */
export async function eiopaWorkbook(
  columns: readonly CountryColumn[],
  options: SpotSheetOptions & { volatilityAdjustment?: number } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Main menu').addRow(['EIOPA risk-free interest rate term structures']);
  addSpotSheet(workbook, 'RFR_spot_no_VA', columns, options);
  const va = options.volatilityAdjustment;
  if (va !== undefined) {
    const withVa = columns.map((c) => ({ ...c, rate: (t: number) => Number(c.rate(t)) + va }));
    addSpotSheet(workbook, 'RFR_spot_with_VA', withVa, options);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Curves in the long form, one line per maturity. */
export const curvesCsv = (lines: readonly string[]) =>
  csvFile('courbe;devise;date;maturite;taux', lines);

/** The lines of a curve from 1 to `last`, rates as decimal fractions written the French way. */
export const curveLines = (curve: string, currency: string, date: string, last: number) =>
  Array.from({ length: last }, (_, i) =>
    [curve, currency, date, i + 1, String(eurRate2024(i + 1)).replace('.', ',')].join(';'),
  );
