import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DIVERSIFICATION_EFFECT_LABEL,
  MARKET_SUBMODULE_LABELS,
  diversificationEffect,
  type MarketSubmoduleKey,
} from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../../components/KpiCard';
import { RuleSetBadge } from '../../../../components/rule-sets/RuleSetBadge';
import { UnverifiedPanel } from '../../../../components/rule-sets/UnverifiedPanel';
import { formatCount, formatEuros, formatShare } from '../../../../lib/format';
import { equals, drillButton, type Drill, type ResultData } from './drill';

const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/**
 * An archived SCR: its rule set and what the set takes on trust (issue 37), the market SCR
 * and its ratios, then each submodule with its lines.
 */
export function ScrFigures({ data, drill }: { data: ResultData<'scr'>; drill: Drill }) {
  const scr = data.globalSCRMarketResult;
  return (
    <Stack spacing={2}>
      <RuleSetBadge ruleSet={data.ruleSetId} />
      <UnverifiedPanel points={data.unverified} id={`non-verifie-${data.perimeterID}`} />
      <Box sx={KPI_GRID_SX}>
        <KpiCard label="SCR marché" value={formatEuros(scr)} />
        <KpiCard label="Valeur de marché" value={formatEuros(data.globalMarketValuation)} />
        <KpiCard
          label="SCR / valeur de marché"
          value={formatShare(data.globalMarketValuation ? scr / data.globalMarketValuation : null)}
        />
        <KpiCard
          label={DIVERSIFICATION_EFFECT_LABEL}
          value={formatEuros(diversificationEffect(data))}
          detail={`Somme des sous-modules : ${formatEuros(data.undiversified)}`}
        />
      </Box>
      <FigureTable
        label="SCR par sous-module"
        columns={[
          {
            header: 'Sous-module',
            cell: (key: MarketSubmoduleKey) => MARKET_SUBMODULE_LABELS[key],
          },
          { header: 'SCR', numeric: true, cell: (key) => formatEuros(data.submodules[key]) },
          {
            header: 'Part de la somme',
            numeric: true,
            cell: (key) =>
              formatShare(data.undiversified ? data.submodules[key] / data.undiversified : null),
          },
        ]}
        rows={SUBMODULES}
        rowKey={(key) => key}
        total={['Somme avant diversification', formatEuros(data.undiversified), '']}
      />
      <FigureTable
        label="Contribution au SCR marché par catégorie CIC"
        columns={[
          {
            header: 'Catégorie CIC',
            cell: (g: (typeof data.byCicCategory)[number]) => g.label || g.key,
          },
          { header: 'Lignes', numeric: true, cell: (g) => formatCount(g.lineCount) },
          { header: 'Valeur de marché', numeric: true, cell: (g) => formatEuros(g.marketValue) },
          { header: 'Contribution', numeric: true, cell: (g) => formatEuros(g.contribution) },
          {
            header: '',
            cell: (g) =>
              drillButton(
                drill,
                g.key ? { CicCategory: equals(g.key) } : null,
                `la catégorie ${g.label || g.key}`,
              ),
          },
        ]}
        rows={data.byCicCategory}
        rowKey={(g) => g.key}
      />
    </Stack>
  );
}
