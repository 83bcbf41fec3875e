import { frenchDate } from '@prisme/domain';
import type { QrtInput } from './inputs';
import { moduleCodeFor, TAXONOMY_2_10_FROM } from './metadata';
import { naceFindings } from './validation-nace';
import type { QrtFinding, QrtReport, QrtTable } from './report-model';
import { withTaxonomy } from './report-taxonomy';
import { buildS0602 } from './s0602';
import { buildS0603 } from './s0603';
import { buildS0801 } from './s0801';
import { buildS0901, incomeFindings, incomeOfPositions } from './s0901';
import { validateQrtTables } from './validation';

/** The report's facts before its checks: every table, and what the « Lisez-moi » says. */
export type QrtFacts = Omit<QrtReport, 'findings'>;

/**
 * The QRT asset templates of a perimeter (issue 19 §1) with their checks (§2): S.06.02
 * (both tables), S.06.03, S.08.01 (both tables), S.09.01, and every finding. One model
 * for both serialisations (data-standards §3.1): the workbook and the xBRL-CSV package.
 */
export function buildQrtReport(input: QrtInput): QrtReport {
  const facts = buildQrtFacts(input);
  return { ...facts, findings: checkQrtFacts(input, facts) };
}

/** The tables of the report, built from the input (no check run). */
export function buildQrtFacts(input: QrtInput): QrtFacts {
  const [positions, assets] = buildS0602(input.positions, input.securities, input);
  const lookThrough = buildS0603(input.fundExposures, input.securities, input.baseCurrency);
  const [derivatives, derivativeInstruments] = buildS0801(
    input.positions,
    input.securities,
    input.baseCurrency,
    input.fxUnitsPerEur,
  );
  // S.09.01 belongs to the annual modules only (issue 36 §4).
  const frequency = input.frequency ?? 'annual';
  const annual = frequency === 'annual';
  const income: QrtTable[] = annual
    ? [
        buildS0901(
          incomeOfPositions(
            input.income.opening,
            input.income.inventories,
            input.securities,
            input.periodStart,
          ),
        ),
      ]
    : [];
  const tables = [
    positions,
    assets,
    lookThrough,
    derivatives,
    derivativeInstruments,
    ...income,
  ].map((table) => withTaxonomy(table));
  return {
    entityId: input.entityId,
    ...(input.entityName ? { entityName: input.entityName } : {}),
    taxonomy: '2.10.0',
    module: moduleCodeFor(frequency, input.ecbColumns),
    frequency,
    referenceDate: input.referenceDate,
    baseCurrency: input.baseCurrency,
    ecbColumns: input.ecbColumns,
    periodStart: input.periodStart,
    tables,
    notes: annual ? incomeNotes(input) : [],
  };
}

/** The report's own checks (issue 19 §2, issue 36 §6), in the « Contrôles » order. */
export function checkQrtFacts(input: QrtInput, facts: QrtFacts): QrtFinding[] {
  const { tables } = facts;
  return [
    ...taxonomyFindings(input.referenceDate),
    ...validateQrtTables(tables, { expectedTotalAssets: input.expectedTotalAssets }),
    ...naceFindings(tables),
    ...(facts.frequency === 'annual'
      ? incomeFindings(
          input.income.opening,
          input.periodStart,
          input.positions.map((p) => p.portfolioCode),
        )
      : []),
  ];
}

/**
 * Taxonomy 2.10.0 applies from the Q1 2027 reporting (data-standards §3.1, date [?]): an
 * earlier reference date is still packed in 2.10.0, Prisme vending no other version, with a
 * warning (docs/decisions/qrt/0134-qrt-taxonomy-as-data.md).
 */
function taxonomyFindings(referenceDate: string): QrtFinding[] {
  if (referenceDate >= TAXONOMY_2_10_FROM) return [];
  return [
    {
      check: 'TAXONOMY_VERSION',
      table: '',
      rowIndex: null,
      column: null,
      value: referenceDate,
      message: `Les tableaux suivent la taxonomie EIOPA 2.10.0, applicable aux dates de référence à partir du ${frenchDate(TAXONOMY_2_10_FROM)} ; pour le ${frenchDate(referenceDate)}, l’autorité attend la taxonomie précédente, que Prisme ne produit pas.`,
      severity: 'warning',
    },
  ];
}

/** Which inventories S.09.01 read, for the « Lisez-moi ». */
function incomeNotes(input: QrtInput): string[] {
  const { opening, inventories } = input.income;
  const between = inventories
    .slice(0, -1)
    .map((inventory) => frenchDate(inventory.date))
    .join(', ');
  return [
    `S.09.01 couvre la période du ${frenchDate(input.periodStart)} au ${frenchDate(input.referenceDate)}.`,
    !opening
      ? 'Aucun inventaire ne précède la période : les valeurs de début de période manquent (voir « Contrôles »).'
      : new Set(Object.values(opening.portfolioDates ?? {})).size > 1
        ? `Valeurs de début de période : le dernier inventaire de chaque portefeuille daté du début de période ou avant (${Object.entries(
            opening.portfolioDates!,
          )
            .map(([portfolio, date]) => `${portfolio} : ${frenchDate(date)}`)
            .join(', ')}).`
        : `Valeurs de début de période : l’inventaire du ${frenchDate(opening.date)}, le dernier daté du début de période ou avant.`,
    between
      ? `Inventaires intermédiaires lus pour les ventes, achats et coupons : ${between}.`
      : 'Aucun inventaire intermédiaire : ventes, achats et coupons sont lus entre l’ouverture et la date de valorisation.',
  ];
}
