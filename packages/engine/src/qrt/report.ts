import { frenchDate } from '@prisme/domain';
import type { QrtInput } from './inputs';
import type { QrtReport } from './report-model';
import { buildS0602 } from './s0602';
import { buildS0603 } from './s0603';
import { buildS0801 } from './s0801';
import { buildS0901, incomeFindings, incomeOfPositions } from './s0901';
import { validateQrtTables } from './validation';

/**
 * The QRT asset templates of a perimeter (issue 19 §1) with their checks (§2): S.06.02
 * (both tables), S.06.03, S.08.01 (both tables), S.09.01, and every finding. One model
 * for both serialisations (data-standards §3.1): the workbook and the xBRL-CSV package.
 */
export function buildQrtReport(input: QrtInput): QrtReport {
  const [positions, assets] = buildS0602(input.positions, input.securities, input);
  const lookThrough = buildS0603(input.fundExposures, input.securities, input.baseCurrency);
  const [derivatives, derivativeInstruments] = buildS0801(
    input.positions,
    input.securities,
    input.baseCurrency,
    input.fxUnitsPerEur,
  );
  const income = buildS0901(
    incomeOfPositions(
      input.income.opening,
      input.income.inventories,
      input.securities,
      input.periodStart,
    ),
  );
  const tables = [positions, assets, lookThrough, derivatives, derivativeInstruments, income];
  return {
    entityId: input.entityId,
    referenceDate: input.referenceDate,
    baseCurrency: input.baseCurrency,
    ecbColumns: input.ecbColumns,
    periodStart: input.periodStart,
    tables,
    findings: [
      ...validateQrtTables(tables, { expectedTotalAssets: input.expectedTotalAssets }),
      ...incomeFindings(
        input.income.opening,
        input.periodStart,
        input.positions.map((p) => p.portfolioCode),
      ),
    ],
    notes: incomeNotes(input),
  };
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
