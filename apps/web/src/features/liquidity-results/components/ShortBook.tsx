import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { PROFILE_LABELS, statusFilter } from '../lib/liquidity-figures';
import { useScenarioChoice } from './ScenarioSelect';

/**
 * The short book (esg-and-liquidity §3.6.4): net short positions bought back on the same
 * rules as the long ones, reported apart — the buy-back profile and its cost.
 */
export function ShortBook({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  const { scenario, picker } = useScenarioChoice(result);
  const book = scenario?.shortBook;
  if (!scenario || !book || book.count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Aucune position nette courte dans le périmètre.
      </Typography>
    );
  const rows = [
    ...book.buckets.map((b, k) => ({
      label: PROFILE_LABELS[k]!,
      amount: b.amount,
      share: b.share,
      cost: b.cost,
    })),
    {
      label: 'Non évalué',
      amount: book.notAssessed.value,
      share: book.notAssessed.share,
      cost: null,
    },
  ];
  return (
    <Stack spacing={2}>
      {picker}
      <Typography variant="body1">
        {formatCount(book.count)} position(s) courte(s) pour {formatEuros(book.value)} à racheter ;
        coût du rachat {formatEuros(book.cost.value)} ({formatShare(book.cost.share)}).{' '}
        <DrillButton filter={statusFilter('short')} onDrill={onDrill} what="positions courtes" />
      </Typography>
      <FigureTable
        label={`Profil de rachat des positions courtes, scénario ${scenario.scenario.name}`}
        rows={rows}
        rowKey={(r) => r.label}
        columns={[
          { header: 'Délai', cell: (r) => r.label },
          { header: 'Racheté', numeric: true, cell: (r) => formatEuros(r.amount) },
          { header: 'Part', numeric: true, cell: (r) => formatShare(r.share) },
          {
            header: 'Coût',
            numeric: true,
            cell: (r) => (r.cost === null ? '' : formatEuros(r.cost)),
          },
        ]}
      />
    </Stack>
  );
}
