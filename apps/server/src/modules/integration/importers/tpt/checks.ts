import type { RowReader } from '../../row-reader';
import { PORTFOLIO_FIELDS, TPT } from './columns';
import type { TptLine, TptPosition } from './line-reader';

/** §2.4: beyond 0.5 % of NAV a gap is worth a warning; the engine books the residual. */
export const LOOKTHROUGH_TOLERANCE = 0.005;

/** What is kept of one fund at one valuation date while its lines go by. */
interface FundDate {
  fundCode: string;
  valuationDate: string;
  currency: string;
  firstLine: number;
  /** The portfolio-level fields of its first line, as written (PORTFOLIO_FIELDS order). */
  portfolioValues: string[];
  differenceReported: boolean;
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
 * Checks across the lines of a TPT file: portfolio-level fields identical on every line
 * of a fund and date (§2.2), no line twice, and, after the last line, the look-through
 * arithmetic of §2.4 (Σ24 ≈ 5, Σ26 ≈ 1, 5 ≈ 8 × 8b) given as warnings.
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
        differenceReported: false,
        lineCount: 0,
        marketValueSum: 0,
        weightSum: 0,
      };
      this.funds.set(key, fund);
    } else if (!this.samePortfolio(row, fund, values)) return false;
    if (this.isDuplicate(row, key, position)) return false;
    fund.lineCount++;
    fund.marketValueSum += position.marketValuePc;
    fund.weightSum += position.weight;
    return true;
  }

  /** Only the first differing line of a fund is reported: the rest would repeat it. */
  private samePortfolio(row: RowReader, fund: FundDate, values: string[]): boolean {
    const at = values.findIndex((value, i) => value !== fund.portfolioValues[i]);
    if (at < 0) return true;
    if (!fund.differenceReported) {
      fund.differenceReported = true;
      row.fail(
        PORTFOLIO_FIELDS[at]!,
        `Champ du portefeuille différent de la ligne ${fund.firstLine} pour le fonds ${fund.fundCode} au ${fund.valuationDate} : « ${values[at]} » au lieu de « ${fund.portfolioValues[at]} » (il doit être identique sur toutes les lignes du fonds).`,
      );
    }
    return false;
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
