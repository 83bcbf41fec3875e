import Stack from '@mui/material/Stack';
import type { LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { classLabel, formatDays, securityFilter } from '../lib/liquidity-figures';
import { useScenarioChoice } from './ScenarioSelect';

/** The securities slowest to sell under a scenario, each to its lines. */
export function LeastLiquid({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const { scenario, picker } = useScenarioChoice(result);
  if (!scenario) return null;
  return (
    <Stack spacing={2}>
      {picker}
      <FigureTable
        label={`Titres les moins liquides, scénario ${scenario.scenario.name}`}
        rows={scenario.leastLiquid}
        rowKey={(l) => l.code}
        columns={[
          { header: 'Code', cell: (l) => l.code },
          { header: 'Libellé', cell: (l) => l.name ?? '' },
          { header: 'Classe', cell: (l) => classLabel(l.liquidityClass) },
          { header: 'Valeur', numeric: true, cell: (l) => formatEuros(l.value) },
          { header: 'Cession par jour', numeric: true, cell: (l) => formatEuros(l.dailyCapacity) },
          { header: 'Délai', numeric: true, cell: (l) => formatDays(l.days) },
          {
            header: 'Détail',
            numeric: true,
            cell: (l) => (
              <DrillButton filter={securityFilter(l.code)} onDrill={onDrill} what={l.code} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
