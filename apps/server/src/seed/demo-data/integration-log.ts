import { IMPORT_KIND_LABELS, type ImportKind } from '@prisme/domain';
import type { integrationLog } from '../../db/schema';
import type { DemoDataset } from './generate';

type LogRow = typeof integrationLog.$inferInsert;

/** Who "sent" the demo data, in the log's Expéditeur column. */
export const DEMO_SENDER = 'Prisme (données de démonstration)';

const sortedDates = (dates: Iterable<string>) => [...new Set(dates)].sort();
const counted = (dates: readonly string[]) => `${dates.length} date${dates.length > 1 ? 's' : ''}`;

function entry(
  kind: ImportKind,
  title: string,
  lineCount: number,
  dates: readonly string[] | undefined,
  roleCode: string | null = null,
): LogRow {
  return {
    roleCode,
    title: dates ? `${title} (${counted(dates)})` : title,
    category: IMPORT_KIND_LABELS[kind],
    state: 'Intégré',
    sender: DEMO_SENDER,
    lineCount,
    errorCount: 0,
    errors: [],
    details: dates ? { dates: [...dates] } : null,
  };
}

/**
 * The integration log of the demo data, as if each part had been imported: one entry per
 * kind of reference data (no client role) and one per client role for its inventories,
 * so that the Intégration page tells where the data came from on first start. The log
 * lists the newest first (by id within one transaction): each client's inventories head
 * its list.
 */
export function demoLogEntries(data: DemoDataset): LogRow[] {
  const dated = <R>(rows: readonly R[], dateOf: (row: R) => string) =>
    [rows.length, sortedDates(rows.map(dateOf))] as const;
  const reference: [ImportKind, string, readonly [number, string[]?]][] = [
    ['securities', 'Référentiel titres de démonstration', [data.securities.length]],
    ['fx_rates', 'Cours de change de démonstration', dated(data.fxRates, (r) => r.rateDate)],
    [
      'yield_curves',
      'Courbes de taux sans risque de démonstration',
      dated(data.yieldCurvePoints, (p) => p.curveDate),
    ],
    [
      'symmetric_adjustment',
      'Ajustements symétriques de démonstration',
      dated(data.scrReferences, (r) => r.referenceDate),
    ],
    [
      'fund_lookthrough',
      'Transparisations de démonstration',
      // Lines are counted; the dates are those of the compositions.
      [
        data.fundCompositionLines.length,
        sortedDates(data.fundCompositions.map((c) => c.valuationDate)),
      ],
    ],
    ['esg', 'Notes ESG de démonstration', dated(data.esgScores, (s) => s.asOf)],
    ['climate', 'Données climat de démonstration', dated(data.climateData, (c) => c.asOf)],
    ['sovereign', 'Données souveraines de démonstration', dated(data.sovereignData, (c) => c.asOf)],
    [
      'climate_targets',
      'Objectifs climat de démonstration',
      dated(data.climateTargets, (c) => c.asOf),
    ],
    ['pai', 'Données PAI (SFDR) de démonstration', dated(data.paiData, (p) => p.asOf)],
    [
      'liquidity',
      'Données de liquidité de démonstration',
      dated(data.liquidityData, (l) => l.asOf),
    ],
  ];
  // Each client's portfolios and compartments, as a `portfolio_structure` file sets them up
  // (one line a compartment), before its inventories.
  const structures = data.clientRoles.map((role) =>
    entry(
      'portfolio_structure',
      'Structure des portefeuilles de démonstration',
      data.compartments.filter((c) => c.roleCode === role.code).length,
      undefined,
      role.code,
    ),
  );
  const inventories = data.clientRoles.map((role) => {
    const [lines, dates] = dated(
      data.positions.filter((p) => p.roleCode === role.code),
      (p) => p.valuationDate,
    );
    return entry('inventory', 'Inventaires de démonstration', lines, dates, role.code);
  });
  return [
    ...reference.map(([kind, title, [lines, dates]]) => entry(kind, title, lines, dates)),
    ...structures,
    ...inventories,
  ];
}
