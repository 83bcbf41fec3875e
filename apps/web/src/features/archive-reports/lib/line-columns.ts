import {
  ESG_LINE_STATUS_LABELS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_STATUS_LABELS,
} from '@prisme/domain';
import {
  numberColumn as number,
  selectOf,
  statusLabel,
  textColumn as text,
  type LineColumn,
} from '../../../components/lines-grid/line-column';
import { TreeCell } from '../../../components/lines-grid/TreeCell';
import { formatAmount, formatWeight } from '../../../lib/format';
import type { ReportModule } from './report-module';

const amount = (params: { value: unknown }) => formatAmount(params.value as number | null);
const labelOf = (labels: Record<string, string>) => (params: { value: unknown }) =>
  typeof params.value === 'string' ? (labels[params.value] ?? params.value) : '';

/** What every archive's lines show: the look-through tree, the security, its value. */
const COMMON: LineColumn[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', {
    cellRenderer: TreeCell,
    minWidth: 220,
    flex: 2,
  }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('CicCategory', 'Catégorie CIC', { minWidth: 90, maxWidth: 130 }),
  number('MarketValueRc', 'Valeur de marché', { valueFormatter: amount, minWidth: 140 }),
  number('Weight', 'Poids', {
    valueFormatter: (params) => formatWeight(params.value as number | null),
    minWidth: 100,
  }),
];

const BY_MODULE: Record<ReportModule, LineColumn[]> = {
  transparisation: [
    text('LookThroughStatus', 'Statut', {
      valueFormatter: (params) => statusLabel(params.value),
      minWidth: 150,
    }),
    text('MissingData', 'Données manquantes', { minWidth: 150 }),
  ],
  solvency: [
    number('ScrContribution', 'Contribution au SCR', { valueFormatter: amount, minWidth: 140 }),
    number('ScrInterestRateLoss', 'Perte taux', { valueFormatter: amount, minWidth: 120 }),
    number('ScrEquityLoss', 'Perte actions', { valueFormatter: amount, minWidth: 120 }),
    number('ScrSpreadLoss', 'Perte spread', { valueFormatter: amount, minWidth: 120 }),
    number('ScrCurrencyLoss', 'Perte change', { valueFormatter: amount, minWidth: 120 }),
  ],
  esg: [
    text('EsgStatus', 'Source de la note', {
      valueFormatter: labelOf(ESG_LINE_STATUS_LABELS),
      minWidth: 160,
    }),
    number('EsgScore', 'Score ESG', { minWidth: 90 }),
    text('EsgLetter', 'Lettre', { minWidth: 80, maxWidth: 100 }),
  ],
  risk: [
    text('LiquidityStatus', 'Statut liquidité', {
      valueFormatter: labelOf(LIQUIDITY_STATUS_LABELS),
      minWidth: 150,
    }),
    text('LiquidityClass', 'Classe de liquidité', {
      valueFormatter: labelOf(LIQUIDITY_CLASS_LABELS),
      minWidth: 160,
    }),
  ],
};

/** The columns of an archive's lines in a module's details report. */
export const archiveLineColumns = (module: ReportModule): LineColumn[] => [
  ...COMMON,
  ...BY_MODULE[module],
];

export const archiveLineSelect = (module: ReportModule) =>
  selectOf(archiveLineColumns(module), ['Depth']);
