import {
  numberColumn as number,
  selectOf,
  statusLabel,
  textColumn as text,
  type LineColumn,
} from '../../../components/lines-grid/line-column';
import { TreeCell } from '../../../components/lines-grid/TreeCell';
import type { ScrResultPayload } from '@prisme/domain';
import type { SortItem } from '../../../lib/odata-query';
import { formatAmount } from '../../../lib/format';

const amount = (params: { value: unknown }) => formatAmount(params.value as number | null);
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

type Reasons = ScrResultPayload['reasons'];

/**
 * A classification column: the engine's key (what the server filters and sorts on) shown
 * as its French label, the article in the tooltip.
 */
const reason = (
  colId: LineColumn['colId'],
  headerName: string,
  reasons: Reasons[keyof Reasons],
): LineColumn => {
  const byKey = new Map(reasons.map((r) => [r.key, r]));
  return text(colId, headerName, {
    minWidth: 160,
    valueFormatter: (params) => byKey.get(params.value as string)?.label ?? '',
    tooltipValueGetter: (params) => byKey.get(params.value as string)?.article ?? '',
  });
};

export const SCR_REASONS_LEGEND =
  'Les colonnes « SCR taux », « SCR actions », « SCR immobilier », « SCR spread » et « SCR concentration » disent comment le moteur SCR classe la ligne dans chaque sous-module (l’article du règlement délégué 2015/35 en info-bulle) ; vide : la ligne n’y entre pas. Les filtres de ces colonnes portent sur le code de classement. La contribution est la part de la ligne dans le SCR marché (allocation d’Euler).';

/** The lines of the SCR results, each with its classification and its Euler contribution. */
export const scrLineColumns = (reasons: Reasons): LineColumn[] => [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', {
    cellRenderer: TreeCell,
    minWidth: 240,
    flex: 2,
  }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  text('CompartmentCode', 'Compartiment', { minWidth: 110 }),
  number('Depth', 'Niveau', { minWidth: 90, maxWidth: 110 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('QuotationCurrency', 'Devise', { minWidth: 80, maxWidth: 110 }),
  number('MarketValueRc', 'Valeur de marché', { valueFormatter: amount, minWidth: 140 }),
  number('CreditQualityStep', 'CQS', { minWidth: 80, maxWidth: 100 }),
  number('ModifiedDuration', 'Duration modifiée', {
    valueFormatter: (params) =>
      typeof params.value === 'number' ? decimal.format(params.value) : '',
    minWidth: 120,
  }),
  text('LookThroughStatus', 'Statut', {
    valueFormatter: (params) => statusLabel(params.value),
    minWidth: 160,
  }),
  reason('ScrInterestRate', 'SCR taux', reasons.interestRate),
  reason('ScrEquity', 'SCR actions', reasons.equity),
  reason('ScrProperty', 'SCR immobilier', reasons.property),
  reason('ScrSpread', 'SCR spread', reasons.spread),
  number('ScrSpreadBucket', 'Tranche spread', { minWidth: 110 }),
  reason('ScrConcentration', 'SCR concentration', reasons.concentration),
  text('ScrConcentrationName', 'Nom unique (concentration)', { minWidth: 180 }),
  number('ScrContribution', 'Contribution au SCR', {
    valueFormatter: amount,
    initialSort: 'desc',
    pinned: 'right',
    minWidth: 150,
  }),
];

/** Largest contribution first when the user sorts nothing. */
export const SCR_LINE_ORDER: readonly SortItem[] = [{ colId: 'ScrContribution', sort: 'desc' }];

/** The columns asked of the server: the same whatever the labels. */
export const SCR_LINE_SELECT = selectOf(
  scrLineColumns({ interestRate: [], equity: [], property: [], spread: [], concentration: [] }),
);
