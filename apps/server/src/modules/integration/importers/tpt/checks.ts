import { parseDecimal } from '../../parsing/values';
import type { RowReader } from '../../row-reader';
import { PORTFOLIO_FIELDS, TPT } from './columns';
import type { TptLine, TptPosition } from './line-reader';

/** §2.4: beyond 0.5 % of NAV a gap is worth a warning; the engine books the residual. */
export const LOOKTHROUGH_TOLERANCE = 0.005;

/**
 * Portfolio-level numbers written by different tools differ in their last float digit
 * (« 5.123456789012345 » and « 5.123456789012346 »): they are the same value within this
 * relative tolerance (issue 14: 2 of 61 real V5 files were refused for field 10).
 */
export const PORTFOLIO_NUMBER_TOLERANCE = 1e-9;

/** Lines named in a warning about one field, at most. */
const LINES_NAMED = 5;

/** Whether two portfolio-level values are the same: as text, or as numbers within tolerance. */
export function samePortfolioValue(a: string, b: string): boolean {
  if (a === b) return true;
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x.ok || !y.ok || x.value === undefined || y.value === undefined) return false;
  return (
    Math.abs(x.value - y.value) <=
    PORTFOLIO_NUMBER_TOLERANCE * Math.max(Math.abs(x.value), Math.abs(y.value))
  );
}

/** What is kept of one fund at one valuation date while its lines go by. */
interface FundDate {
  fundCode: string;
  valuationDate: string;
  currency: string;
  firstLine: number;
  /** The portfolio-level fields of its first line, as written (PORTFOLIO_FIELDS order). */
  portfolioValues: string[];
  /** Field → the lines whose value differs from the first line's, with that value. */
  differences: Map<string, { line: number; value: string }[]>;
  netAssetValue: number;
  sharePrice: number | undefined;
  sharesOutstanding: number | undefined;
  lineCount: number;
  marketValueSum: number;
  weightSum: number;
}

const amount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/**
 * Checks across the lines of a TPT file: no line twice (an error), and, as warnings after
 * the last line, portfolio-level fields that differ between the lines of a fund and date
 * (§2.2; numbers compared within PORTFOLIO_NUMBER_TOLERANCE) and the look-through
 * arithmetic of §2.4 (Σ24 ≈ 5, Σ26 ≈ 1, 5 ≈ 8 × 8b).
 */
export class FundDateChecks {
  private readonly funds = new Map<string, FundDate>();
  /** Line of each position key already read, for duplicates. */
  private readonly positions = new Map<string, number>();

  /** Checks a line that was read without error; false when it is faulty (reported). */
  accept(row: RowReader, { line, portfolio, position }: TptLine): boolean {
    const key = `${portfolio.fundCode}|${portfolio.valuationDate}`;
    const values = PORTFOLIO_FIELDS.map((name) => row.text(name) ?? '');
    let fund = this.funds.get(key);
    if (!fund) {
      fund = {
        ...portfolio,
        firstLine: line,
        portfolioValues: values,
        differences: new Map(),
        lineCount: 0,
        marketValueSum: 0,
        weightSum: 0,
      };
      this.funds.set(key, fund);
    } else this.comparePortfolio(row.line, fund, values);
    if (this.isDuplicate(row, key, position)) return false;
    fund.lineCount++;
    fund.marketValueSum += position.marketValuePc;
    fund.weightSum += position.weight;
    return true;
  }

  /**
   * Portfolio-level fields should be the same on every line of a fund and date (§2.2);
   * a line that differs is remembered for a warning: the first line's values are kept.
   */
  private comparePortfolio(line: number, fund: FundDate, values: string[]): void {
    values.forEach((value, i) => {
      if (samePortfolioValue(value, fund.portfolioValues[i]!)) return;
      const field = PORTFOLIO_FIELDS[i]!;
      const lines = fund.differences.get(field) ?? [];
      lines.push({ line, value });
      fund.differences.set(field, lines);
    });
  }

  /**
   * A position is its instrument code, with the grouping code of a multi-leg instrument
   * (16) and the investee fund it comes from (95): a fund of funds does not consolidate
   * holdings common to both levels (§2.4).
   */
  private isDuplicate(row: RowReader, fundKey: string, position: TptPosition): boolean {
    const key = [
      fundKey,
      position.instrumentCode,
      position.groupingCode ?? '',
      position.originalPortfolio ?? '',
    ].join('|');
    const seenAt = this.positions.get(key);
    if (seenAt === undefined) {
      this.positions.set(key, row.line);
      return false;
    }
    row.fail(
      TPT.instrumentCode,
      `Ligne en double : l’instrument ${position.instrumentCode} figure déjà à la ligne ${seenAt} pour ce fonds et cette date.`,
    );
    return true;
  }

  /** The first line of a fund in the file. */
  firstLineOf(fundCode: string): number | undefined {
    return [...this.funds.values()].find((fund) => fund.fundCode === fundCode)?.firstLine;
  }

  /** The fund codes read, for the securities that now have a composition. */
  fundCodes(): string[] {
    return [...new Set([...this.funds.values()].map((fund) => fund.fundCode))];
  }

  summary() {
    return [...this.funds.values()].map((fund) => ({
      fundCode: fund.fundCode,
      valuationDate: fund.valuationDate,
      lineCount: fund.lineCount,
    }));
  }

  /** §2.4 arithmetic per fund and date, in French; not errors (the file is taken in). */
  warnings(): string[] {
    return [...this.funds.values()].flatMap((fund) => {
      const { netAssetValue: nav, currency } = fund;
      const label = `Fonds ${fund.fundCode} au ${fund.valuationDate}`;
      const money = (value: number) => `${amount.format(value)} ${currency}`;
      const warnings: string[] = [];
      fund.differences.forEach((lines, field) => {
        const first = fund.portfolioValues[PORTFOLIO_FIELDS.indexOf(field)];
        const named = lines
          .slice(0, LINES_NAMED)
          .map((l) => `ligne ${l.line} « ${l.value} »`)
          .join(', ');
        const more = lines.length > LINES_NAMED ? ` et ${lines.length - LINES_NAMED} autre(s)` : '';
        warnings.push(
          `${label} : le champ du portefeuille ${field} diffère de la ligne ${fund.firstLine} (« ${first} ») aux lignes suivantes : ${named}${more} ; la valeur de la ligne ${fund.firstLine} est retenue.`,
        );
      });
      if (Math.abs(fund.marketValueSum - nav) > LOOKTHROUGH_TOLERANCE * nav)
        warnings.push(
          `${label} : la somme des valeurs de marché des lignes (champ 24) est de ${money(fund.marketValueSum)} pour un actif net (champ 5) de ${money(nav)}, soit un écart de ${percent.format((fund.marketValueSum - nav) / nav)} ; l’écart sera porté par une ligne non transparisée.`,
        );
      if (Math.abs(fund.weightSum - 1) > LOOKTHROUGH_TOLERANCE)
        warnings.push(
          `${label} : la somme des poids des lignes (champ 26) est de ${percent.format(fund.weightSum)} au lieu de 100 %.`,
        );
      const { sharePrice: price, sharesOutstanding: shares } = fund;
      if (
        price !== undefined &&
        shares !== undefined &&
        Math.abs(price * shares - nav) > LOOKTHROUGH_TOLERANCE * nav
      )
        warnings.push(
          `${label} : la valeur de la part (champ 8) multipliée par le nombre de parts (champ 8b) donne ${money(price * shares)}, loin de l’actif net (champ 5) de ${money(nav)} (écart de ${percent.format((price * shares - nav) / nav)}).`,
        );
      return warnings;
    });
  }
}
