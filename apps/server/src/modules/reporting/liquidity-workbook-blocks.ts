import type ExcelJS from 'exceljs';
import {
  DERIVATIVE_UNDERLYING_LABELS,
  HQLA_CATEGORY_RULES,
  LIQUIDITY_BUCKET_LABELS,
  LIQUIDITY_TERMS_LABELS,
  liquidityRuleLabel,
  scenarioDetailIndex,
  type LiquidityResult,
  type LiquidityScenario,
  type LiquidityScenarioResult,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import {
  addFigures,
  addTable,
  AMOUNT,
  COUNT,
  SHARE,
  type Cell,
  type SheetColumn,
} from './workbook-kit';

const RATIO = '0.00';

/** The funds by how their dealing terms were known (issue 39), on the summary sheet. */
export function addDealingTerms(sheet: ExcelJS.Worksheet, liquidity: LiquidityResult): void {
  if (!liquidity.dealingTerms?.length) return;
  sheet.addRow([]);
  addTable(
    sheet,
    ['Conditions de rachat des fonds', 'Titres', 'Valeur'],
    liquidity.dealingTerms.map((t) => [LIQUIDITY_TERMS_LABELS[t.terms], t.securities, t.value]),
    [undefined, COUNT, AMOUNT],
  );
}

/**
 * The HQLA sheet (esg-and-liquidity §3.4, informative): the perimeter's levels before and
 * after the haircuts (direct, and through CIUs at Art. 15's), its categories, each
 * portfolio's totals.
 */
export function addHqlaSheet(
  workbook: { addWorksheet(name: string): ExcelJS.Worksheet },
  liquidity: LiquidityResult,
): void {
  const hqla = liquidity.hqla;
  if (!hqla) return;
  const sheet = workbook.addWorksheet('HQLA');
  sheet.columns = [{ width: 56 }, ...Array.from({ length: 7 }, () => ({ width: 18 }))];
  sheet.addRow([
    'Actifs liquides de haute qualité (Règlement délégué 2015/61), à titre indicatif',
  ]).font = {
    bold: true,
    size: 13,
  };
  const { whole } = hqla;
  addTable(
    sheet,
    [
      'Niveau',
      'Détenu en direct',
      'Via OPC',
      'Après décote (direct)',
      'Après décote (OPC, art. 15)',
    ],
    whole.levels.map((l) => [`Niveau ${l.level}`, l.before, l.ciuBefore, l.after, l.ciuAfter]),
    [undefined, AMOUNT, AMOUNT, AMOUNT, AMOUNT],
  );
  sheet.addRow([]);
  addFigures(sheet, [
    ['HQLA avant décotes', whole.totalBefore, AMOUNT],
    ['HQLA après décotes', whole.totalAfter, AMOUNT],
    ['HQLA après décotes / valeur longue', whole.weightedShare, SHARE],
    ['Part du niveau 1 (art. 17 : au moins 60 % pour une banque)', whole.level1Share, SHARE],
    ['Part du niveau 2B (art. 17 : au plus 15 % pour une banque)', whole.level2BShare, SHARE],
  ]);
  sheet.addRow([]);
  addTable(
    sheet,
    [
      'Catégorie',
      'Décote directe',
      'Décote via OPC',
      'Avant décote',
      'Dont via OPC',
      'Après décote',
    ],
    whole.categories.map((c) => {
      const rule = HQLA_CATEGORY_RULES[c.category];
      return [
        rule.unconfirmed ? `${rule.label} (décote à confirmer)` : rule.label,
        rule.haircut,
        rule.ciuHaircut,
        c.before,
        c.ciuBefore,
        c.after,
      ];
    }),
    [undefined, SHARE, SHARE, AMOUNT, AMOUNT, AMOUNT],
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [
      'Portefeuille',
      'Valeur longue',
      'HQLA avant décotes',
      'HQLA après décotes',
      'Part pondérée',
      'Part niveau 1',
      'Part niveau 2B',
    ],
    hqla.byPortfolio.map((g) => [
      g.label,
      g.longValue,
      g.totalBefore,
      g.totalAfter,
      g.weightedShare,
      g.level1Share,
      g.level2BShare,
    ]),
    [undefined, AMOUNT, AMOUNT, AMOUNT, SHARE, SHARE, SHARE],
  );
  sheet.commit();
}

/** A scenario sheet's derivatives block and short book (issue 39). */
export function addScenarioBlocks(sheet: ExcelJS.Worksheet, s: LiquidityScenarioResult): void {
  const d = s.derivatives;
  if (d) {
    sheet.addRow([]);
    sheet.addRow([
      'Dérivés : appels de marge estimés (barème standard BCBS-IOSCO, à confirmer)',
    ]).font = {
      bold: true,
    };
    addFigures(sheet, [
      ['Dérivés', d.count, COUNT],
      ['Exposition brute (Σ |notionnel|)', d.grossExposure, AMOUNT],
      ['Exposition nette (par sous-jacent)', d.netExposure, AMOUNT],
      ['Valeur de marché', d.marketValue, AMOUNT],
      ['Multiplicateur de marge du scénario', d.multiplier, RATIO],
      ['Marge initiale (barème)', d.initialMargin, AMOUNT],
      ['Marge initiale sous stress', d.stressedInitialMargin, AMOUNT],
    ]);
    addTable(
      sheet,
      [
        'Horizon (jours)',
        'Marge de variation',
        'Besoin de trésorerie',
        'Disponible (actifs longs)',
        'Couverture',
      ],
      d.horizons.map((h) => [h.horizon, h.variationMargin, h.cashNeeded, h.available, h.coverage]),
      [COUNT, AMOUNT, AMOUNT, AMOUNT, RATIO],
    );
    addTable(
      sheet,
      [
        'Sous-jacent',
        'Dérivés',
        'Exposition brute',
        'Exposition nette',
        'Valeur',
        'Marge initiale',
      ],
      d.byUnderlying.map((u) => [
        DERIVATIVE_UNDERLYING_LABELS[u.underlying],
        u.count,
        u.grossExposure,
        u.netExposure,
        u.marketValue,
        u.initialMargin,
      ]),
      [undefined, COUNT, AMOUNT, AMOUNT, AMOUNT, AMOUNT],
    );
  }
  const b = s.shortBook;
  if (b && b.count > 0) {
    sheet.addRow([]);
    addTable(
      sheet,
      ['Positions courtes : rachat', 'Montant', 'Part', 'Part cumulée', 'Coût'],
      [
        ...b.buckets.map((x, k): Cell[] => [
          LIQUIDITY_BUCKET_LABELS[k]!,
          x.amount,
          x.share,
          x.cumulativeShare,
          x.cost,
        ]),
        ['Non évalué', b.notAssessed.value, b.notAssessed.share, null, null],
      ],
      [undefined, AMOUNT, SHARE, SHARE, AMOUNT],
    );
    addFigures(sheet, [
      ['Positions courtes', b.count, COUNT],
      ['Valeur à racheter', b.value, AMOUNT],
      ['Coût du rachat', b.cost.value, AMOUNT],
    ]);
  }
}

/** The reverse stress test at every horizon of the profile (1 to 365 days). */
export const reverseStressFigures = (s: LiquidityScenarioResult): [string, Cell, string][] =>
  s.reverseStress.map((r) => [
    `Sortie maximale servie par tranche verticale en ${r.horizon} jour(s)`,
    r.amount,
    AMOUNT,
  ]);

/** One line column per scenario: the rule each line's security used under it. */
export const ruleColumns = (scenarios: readonly LiquidityScenario[]): SheetColumn[] =>
  scenarios.map((scenario) => {
    const index = scenarioDetailIndex(scenario);
    return {
      header: `Règle : ${scenario.name}`,
      width: 40,
      cell: (line: LookThroughLineRow) =>
        liquidityRuleLabel(index, line.LiquidityClass, line.LiquidityScope),
    };
  });
