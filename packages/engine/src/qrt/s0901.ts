import { frenchDate, type CicCategoryCode } from '@prisme/domain';
import {
  categoryOf,
  INCOME_CATEGORY_LABELS,
  isParCategory,
  PORTFOLIO_GENERAL,
  unitLinkedLabel,
} from './codes';
import type { QrtInventory, QrtPosition, QrtSecurity } from './inputs';
import type { QrtColumn, QrtFinding, QrtRow, QrtTable } from './report-model';

/**
 * S.09.01 « Income / gains and losses in the period » (data-standards §3.5), from the
 * inventories Prisme holds: the latest one on or before the period's start (its
 * Solvency II values are the start values), each later one, and the valuation date's.
 * Prisme holds no transactions, dividends nor rents, so the method reads the period as a
 * chain of steps between consecutive inventories (docs/decisions/qrt/0123-s0901-start-values.md):
 *
 * - A quantity that falls between two inventories was sold (or redeemed) at the second
 *   inventory's clean unit value of the security (from this position, or from another
 *   position of the same security in that inventory); when no inventory of that date
 *   values it, at the first one's value (the sale happened before it was valued again);
 *   a security whose maturity date falls in the step was redeemed at par.
 * - A quantity that rises was bought at the second inventory's clean value; a new line
 *   whose acquisition date falls in the step, at its book value (its acquisition value).
 * - Gains are measured against the start value for what was held at the start, against
 *   the acquisition value for what was bought since (§3.5), on the average cost of the
 *   line; both exclude accrued interest. Net gains (C0100) are those of what was sold,
 *   unrealised gains (C0110) those of what is still held at the valuation date.
 * - Interest (C0080) is « received − accrued at start + accrued at end » (§3.5) step by
 *   step: the change of the accrued interest per unit the inventories state; when it falls
 *   (a coupon was paid), the coupon's accrual over the step, rate × nominal × days / 365,
 *   the payment frequency being unknown to the referential; to maturity for a redeemed
 *   security.
 * - Dividends (C0070) and rents (C0090) are not reported: no inventory or referential
 *   field holds them.
 */

export const S0901 = 'S.09.01.01.01';

export const S0901_COLUMNS: readonly QrtColumn[] = [
  // The securities' CIC category, equity not split (§3.5).
  { code: 'C0040', label: 'Asset category', kind: 'code', key: true },
  // « General », as S.06.02 C0060.
  { code: 'C0050', label: 'Portfolio', kind: 'code', key: true },
  // The compartment, as S.06.02 C0090.
  {
    code: 'C0060',
    label: 'Assets held in unit linked and index linked contracts',
    kind: 'code',
    key: true,
  },
  // No data: left empty.
  { code: 'C0070', label: 'Dividends', kind: 'monetary' },
  // Accrued interest of the inventories and coupon accrual (incomeOfPositions).
  { code: 'C0080', label: 'Interest', kind: 'monetary' },
  // No data: left empty.
  { code: 'C0090', label: 'Rent', kind: 'monetary' },
  // Realised on what was sold or redeemed in the period.
  { code: 'C0100', label: 'Net gains and losses', kind: 'monetary' },
  // On what is still held at the valuation date.
  { code: 'C0110', label: 'Unrealised gains and losses', kind: 'monetary' },
];

/** The income of one position (portfolio × compartment × security) over the period. */
export interface PositionIncome {
  readonly portfolioCode: string;
  readonly compartmentCode: string;
  readonly securityCode: string;
  readonly unitLinked: boolean;
  readonly category: CicCategoryCode | null;
  readonly interest: number;
  readonly realised: number;
  readonly unrealised: number;
}

/** Unit values of a security in one inventory, in the reporting currency. */
interface UnitValues {
  clean: number;
  accrued: number;
  /** Reporting currency per unit of quotation currency. */
  rcPerQc: number | null;
}

const keyOf = (p: QrtPosition) =>
  `${p.portfolioCode}\u0000${p.compartmentCode}\u0000${p.securityCode}`;

const unitValuesOf = (p: QrtPosition): UnitValues | null =>
  p.quantity === 0
    ? null
    : {
        clean: (p.marketValueRc - p.accruedInterestRc) / p.quantity,
        accrued: p.accruedInterestRc / p.quantity,
        rcPerQc: p.marketValueQc !== 0 ? p.marketValueRc / p.marketValueQc : null,
      };

/** Days between two ISO dates over 365 (ACT/365). */
export function yearFraction(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 / 365;
}

/**
 * The part of a holding `held` still held when the quantity becomes `quantity`: all of
 * it when the position grows, `quantity` when it shrinks, none when it is closed or turns
 * to the other side (long to short).
 */
function keptOf(held: number, quantity: number): number {
  if (held === 0 || Math.sign(held) !== Math.sign(quantity)) return 0;
  return Math.abs(quantity) < Math.abs(held) ? quantity : held;
}

interface LineState {
  position: QrtPosition;
  quantity: number;
  /** The cost basis of the quantity held: start value or acquisition value, clean. */
  base: number;
  /** The line's last unit values, and the date they are of. */
  last: UnitValues | null;
  interest: number;
  realised: number;
}

/**
 * Each position's interest, realised and unrealised gains over the period (the method
 * above). `opening` null: no inventory precedes the period, the first one's positions are
 * taken at their book value when acquired in the period, else at their first value.
 */
export function incomeOfPositions(
  opening: QrtInventory | null,
  inventories: readonly QrtInventory[],
  securities: ReadonlyMap<string, QrtSecurity>,
  periodStart: string,
): PositionIncome[] {
  const lines = new Map<string, LineState>();
  if (opening) {
    for (const p of opening.positions) {
      lines.set(keyOf(p), {
        position: p,
        quantity: p.quantity,
        base: p.marketValueRc - p.accruedInterestRc,
        last: unitValuesOf(p),
        interest: 0,
        realised: 0,
      });
    }
  }
  const startDate = opening?.date ?? periodStart;
  // The date of each portfolio's last inventory read (all of them: lastDateOfAll): a
  // step runs from it.
  const lastDateOf = new Map<string, string>(Object.entries(opening?.portfolioDates ?? {}));
  let lastDateOfAll = startDate;
  for (const inventory of inventories) {
    const date = inventory.date;
    const covered = inventory.portfolios && new Set(inventory.portfolios);
    const current = new Map(inventory.positions.map((p) => [keyOf(p), p]));
    // A security's unit values in this inventory, from any of its positions.
    const valuesOfSecurity = new Map<string, UnitValues>();
    for (const p of inventory.positions) {
      const values = unitValuesOf(p);
      if (values && !valuesOfSecurity.has(p.securityCode))
        valuesOfSecurity.set(p.securityCode, values);
    }
    for (const key of new Set([...lines.keys(), ...current.keys()])) {
      const now = current.get(key);
      let line = lines.get(key);
      const position = now ?? line!.position;
      if (covered && !covered.has(position.portfolioCode)) continue;
      const previousDate = lastDateOf.get(position.portfolioCode) ?? lastDateOfAll;
      const security = securities.get(position.securityCode);
      const par = isParCategory(categoryOf(security?.cic ?? null));
      const held = line?.quantity ?? 0;
      const quantity = now?.quantity ?? 0;
      const values = (now && unitValuesOf(now)) ?? valuesOfSecurity.get(position.securityCode);
      const maturity = security?.maturityDate ?? null;
      const redeemed =
        par && maturity !== null && maturity > previousDate && maturity <= date && quantity === 0;
      const coupon = security?.couponRate ?? null;
      const rcPerQc = values?.rcPerQc ?? line?.last?.rcPerQc ?? null;

      if (line && held !== 0) {
        // Interest of the units held over the step (sold ones too, when sold at its end).
        if (redeemed) {
          if (coupon !== null && rcPerQc !== null)
            line.interest += held * (coupon / 100) * yearFraction(previousDate, maturity) * rcPerQc;
        } else if (values && line.last) {
          if (values.accrued >= line.last.accrued - 1e-12)
            line.interest += held * (values.accrued - line.last.accrued);
          else if (coupon !== null && rcPerQc !== null)
            line.interest += held * (coupon / 100) * yearFraction(previousDate, date) * rcPerQc;
          else line.interest += held * values.accrued;
        }
        // What is closed (sold, redeemed; bought back for a short): at the end of the step
        // when valued then, else at its start.
        const kept = keptOf(held, quantity);
        const closed = held - kept;
        if (closed !== 0) {
          const unitPrice = redeemed
            ? (rcPerQc ?? line.last?.clean ?? 0)
            : (values?.clean ?? line.last?.clean ?? 0);
          const cost = (line.base * closed) / held;
          line.realised += closed * unitPrice - cost;
          line.base -= cost;
        }
      }
      // What is opened (bought; sold short): at its acquisition value, else the end's value.
      const opened = quantity - keptOf(held, quantity);
      if (opened !== 0 && now) {
        const acquiredInStep =
          held === 0 &&
          now.bookValueRc !== null &&
          now.acquisitionDate !== null &&
          now.acquisitionDate > previousDate &&
          now.acquisitionDate <= date;
        const cost = acquiredInStep ? now.bookValueRc! : opened * (values?.clean ?? 0);
        if (!line) {
          line = { position: now, quantity: 0, base: 0, last: null, interest: 0, realised: 0 };
          lines.set(key, line);
        }
        line.base += cost;
      }
      if (line) {
        line.quantity = quantity;
        if (now) line.position = now;
        if (now && values) line.last = values;
      }
    }
    if (inventory.portfolios) for (const p of inventory.portfolios) lastDateOf.set(p, date);
    else {
      lastDateOf.clear();
      lastDateOfAll = date;
    }
  }
  const last = inventories[inventories.length - 1];
  const held = new Map((last?.positions ?? []).map((p) => [keyOf(p), p]));
  return [...lines.entries()].map(([key, line]) => {
    const end = held.get(key);
    const security = securities.get(line.position.securityCode);
    return {
      portfolioCode: line.position.portfolioCode,
      compartmentCode: line.position.compartmentCode,
      securityCode: line.position.securityCode,
      unitLinked: line.position.unitLinked,
      category: categoryOf(security?.cic ?? null),
      interest: line.interest,
      realised: line.realised,
      unrealised:
        end && line.quantity !== 0 ? end.marketValueRc - end.accruedInterestRc - line.base : 0,
    };
  });
}

/** S.09.01 rows: the positions' income summed by category, portfolio and unit-linked flag. */
export function buildS0901(incomes: readonly PositionIncome[]): QrtTable {
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const income of incomes) {
    const row = {
      C0040: income.category === null ? null : INCOME_CATEGORY_LABELS[income.category],
      C0050: PORTFOLIO_GENERAL,
      C0060: unitLinkedLabel(income.unitLinked),
    };
    const key = [row.C0040, row.C0050, row.C0060].join('\u0000');
    const found = rows.get(key);
    if (found) {
      found.C0080 = (found.C0080 as number) + income.interest;
      found.C0100 = (found.C0100 as number) + income.realised;
      found.C0110 = (found.C0110 as number) + income.unrealised;
    } else {
      rows.set(key, {
        ...row,
        C0070: null,
        C0080: income.interest,
        C0090: null,
        C0100: income.realised,
        C0110: income.unrealised,
      });
    }
  }
  return {
    code: S0901,
    title: 'Income/gains and losses in the period',
    columns: S0901_COLUMNS,
    rows: [...rows.values()] as QrtRow[],
  };
}

/**
 * What S.09.01 could not measure, said in the « Contrôles » sheet: no opening inventory
 * at all, or portfolios held at the end that none opens (`heldPortfolios`).
 */
export function incomeFindings(
  opening: QrtInventory | null,
  periodStart: string,
  heldPortfolios: readonly string[] = [],
): QrtFinding[] {
  const consequence =
    'les plus et moins-values sont mesurées depuis la valeur d’acquisition des lignes acquises dans la période et depuis la première valeur connue des autres.';
  const finding = (value: string, message: string): QrtFinding => ({
    check: 'S0901_OPENING_INVENTORY',
    severity: 'warning',
    table: S0901,
    rowIndex: null,
    column: null,
    value,
    message,
  });
  if (!opening) {
    return [
      finding(
        periodStart,
        `Aucun inventaire n’est daté du ${frenchDate(periodStart)} ou avant : les valeurs de début de période manquent, ${consequence}`,
      ),
    ];
  }
  const findings: QrtFinding[] = [];
  // The start values are those of the day before the period (the previous year's closing,
  // §3.5): an older opening inventory makes the template measure a longer period than it
  // states, said here rather than hidden (issue 36: « du 30/12 au 31/12 » over a month).
  const eve = dayBefore(periodStart);
  const openingDates = Object.values(opening.portfolioDates ?? { all: opening.date });
  const earliest = openingDates.reduce((a, b) => (a < b ? a : b), opening.date);
  if (earliest < eve)
    findings.push(
      finding(
        earliest,
        `L’inventaire d’ouverture de S.09.01 est daté du ${frenchDate(earliest)}, avant le ${frenchDate(eve)} (veille du début de période) : les revenus et plus ou moins-values sont mesurés depuis le ${frenchDate(earliest)} et non depuis le ${frenchDate(periodStart)}.`,
      ),
    );
  if (!opening.portfolioDates) return findings;
  const missing = [...new Set(heldPortfolios)].filter((p) => !(p in opening.portfolioDates!));
  if (missing.length === 0) return findings;
  findings.push(
    finding(
      missing.join(', '),
      `Aucun inventaire des portefeuilles ${missing.join(', ')} n’est daté du ${frenchDate(periodStart)} ou avant : leurs valeurs de début de période manquent, ${consequence}`,
    ),
  );
  return findings;
}

/** The ISO day before an ISO day. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
