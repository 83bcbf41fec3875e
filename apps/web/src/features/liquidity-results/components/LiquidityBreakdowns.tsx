import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LiquidityGroup, LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros, formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { classFilter, portfolioFilter, scopeFilter } from '../lib/liquidity-figures';
import { useScenarioChoice } from './ScenarioSelect';

const BREAKDOWNS = {
  byClass: { label: 'Par classe', header: 'Classe de liquidité', filter: classFilter },
  byScope: { label: 'Par périmètre', header: 'Périmètre', filter: scopeFilter },
  byPortfolio: { label: 'Par portefeuille', header: 'Portefeuille', filter: portfolioFilter },
} as const;
type Breakdown = keyof typeof BREAKDOWNS;

/**
 * The profile of one scenario split by liquidity class, asset scope and portfolio: the
 * share of each group sold within a day, a week, a month and beyond, « non évalué », and
 * its cost; each group leads to its lines.
 */
export function LiquidityBreakdowns({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const [shown, setShown] = useState<Breakdown>('byClass');
  const { scenario, picker } = useScenarioChoice(result);
  if (!scenario) return null;
  const breakdown = BREAKDOWNS[shown];
  // Within 1 day, within 7, within 30: the buckets summed.
  const within = (g: LiquidityGroup, buckets: number) =>
    g.shares.slice(0, buckets).reduce((a, b) => a + b, 0);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {picker}
        <Tabs
          value={shown}
          onChange={(_event, value: Breakdown) => setShown(value)}
          aria-label="Répartitions du profil de liquidité"
        >
          {(Object.keys(BREAKDOWNS) as Breakdown[]).map((key) => (
            <Tab key={key} value={key} label={BREAKDOWNS[key].label} />
          ))}
        </Tabs>
      </Stack>
      <FigureTable
        label={`Profil de liquidité ${breakdown.label.toLowerCase()}, scénario ${scenario.scenario.name}`}
        rows={scenario[shown]}
        rowKey={(g) => g.key}
        columns={[
          { header: breakdown.header, cell: (g) => g.label },
          { header: 'Valeur', numeric: true, cell: (g) => formatEuros(g.value) },
          { header: '1 jour', numeric: true, cell: (g) => formatShare(within(g, 1)) },
          { header: '7 jours', numeric: true, cell: (g) => formatShare(within(g, 2)) },
          { header: '30 jours', numeric: true, cell: (g) => formatShare(within(g, 3)) },
          { header: '365 jours', numeric: true, cell: (g) => formatShare(within(g, 6)) },
          { header: 'Non évalué', numeric: true, cell: (g) => formatShare(g.notAssessedShare) },
          { header: 'Coût', numeric: true, cell: (g) => formatEuros(g.cost) },
          {
            header: 'Détail',
            numeric: true,
            cell: (g) => (
              <DrillButton filter={breakdown.filter(g.key)} onDrill={onDrill} what={g.label} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
