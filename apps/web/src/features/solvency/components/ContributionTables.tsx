import {
  MARKET_SUBMODULE_LABELS,
  type ScrGroupContribution,
  type ScrResultPayload,
} from '@prisme/domain';
import { FigureTable, type FigureColumn } from '../../../components/FigureTable';
import { PanelTabs } from '../../../components/PanelTabs';
import { formatAmount, formatCount, formatShare } from '../../../lib/format';
import {
  contributionRows,
  contributionTotal,
  SUBMODULE_KEYS,
  type ContributionRow,
} from '../lib/scr-figures';

const AXES = [
  { key: 'byPortfolio', title: 'Portefeuille', by: 'portefeuille' },
  { key: 'byCompartment', title: 'Compartiment', by: 'compartiment' },
  { key: 'byCicCategory', title: 'Catégorie CIC', by: 'catégorie CIC' },
] as const;

function columns(title: string): FigureColumn<ContributionRow>[] {
  return [
    { header: title, cell: (row) => row.label || row.key },
    { header: 'Lignes', numeric: true, cell: (row) => formatCount(row.lineCount) },
    { header: 'Valeur de marché', numeric: true, cell: (row) => formatAmount(row.marketValue) },
    { header: 'Contribution', numeric: true, cell: (row) => formatAmount(row.contribution) },
    { header: 'Part du SCR', numeric: true, cell: (row) => formatShare(row.share) },
    ...SUBMODULE_KEYS.map((key) => ({
      header: MARKET_SUBMODULE_LABELS[key],
      numeric: true,
      cell: (row: ContributionRow) => formatAmount(row.bySubmodule[key]),
    })),
  ];
}

function ContributionTable({
  title,
  by,
  groups,
  scr,
}: {
  title: string;
  by: string;
  groups: ScrGroupContribution[];
  scr: number;
}) {
  const total = contributionTotal(groups, scr);
  return (
    <FigureTable
      label={`Contribution au SCR marché par ${by}`}
      columns={columns(title)}
      rows={contributionRows(groups, scr)}
      rowKey={(row) => row.key}
      total={[
        'Total',
        formatCount(total.lineCount),
        formatAmount(total.marketValue),
        formatAmount(total.contribution),
        formatShare(total.share),
        ...SUBMODULE_KEYS.map((key) => formatAmount(total.bySubmodule[key])),
      ]}
    />
  );
}

/**
 * The Euler split of the SCR marché by portfolio, compartment and CIC category: each
 * group's contribution, its share of the SCR, and its part of each submodule before
 * diversification.
 */
export function ContributionTables({ result }: { result: ScrResultPayload }) {
  return (
    <PanelTabs
      label="Axe de répartition"
      idPrefix="scr-axis"
      titles={AXES.map((item) => item.title)}
      render={(index) => {
        const chosen = AXES[index]!;
        return (
          <ContributionTable
            title={chosen.title}
            by={chosen.by}
            groups={result[chosen.key]}
            scr={result.globalSCRMarketResult}
          />
        );
      }}
    />
  );
}
