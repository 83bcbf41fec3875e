import Box from '@mui/material/Box';
import { messages } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard } from '../../../components/KpiCard';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ResourceError } from '../../../components/ResourceError';
import { formatEuros } from '../../../lib/format';
import { useSimulationValuation } from '../api/get-valuation';
import { differenceShare, formatSignedEuros, formatSignedShare } from '../lib/valuation';

/** The simulated portfolio's value now and when copied, and the difference in € and %. */
export function ValuationCards({ simulationId }: { simulationId: string }) {
  const { data, isPending, isError, refetch } = useSimulationValuation(simulationId);
  if (isPending) return <LoadingBlock label="Chargement de la valorisation" rows={2} />;
  if (isError) {
    return <ResourceError message={messages.simulation.valuation} onRetry={() => void refetch()} />;
  }
  return (
    <Box sx={KPI_GRID_SX}>
      <KpiCard label="Valeur initiale" value={formatEuros(data.initial)} detail="À la copie" />
      <KpiCard label="Valeur actuelle" value={formatEuros(data.current)} detail="Simulation" />
      <KpiCard
        label="Écart"
        value={formatSignedEuros(data.difference)}
        detail={formatSignedShare(differenceShare(data)) || undefined}
      />
    </Box>
  );
}
