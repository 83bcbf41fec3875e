import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingBlock } from '../../components/LoadingBlock';
import { useInterruptedRunRecovery } from '../../lib/interrupted-run';
import { navigationActions, useNavigationStore } from '../../state';
import { simulationBeingCreated } from './api/enter-simulation';
import { simulationKeys } from './api/query-keys';
import { CashSection } from './components/CashSection';
import { PositionsSection } from './components/PositionsSection';
import { TranspariseSimulationPanel } from './components/TranspariseSimulationPanel';
import { ValuationCards } from './components/ValuationCards';

/**
 * « Portefeuille/Simulation » in simulation mode (spec §4 Simulation): a copy of the
 * perimeter's positions and cash to change, its value against the copy's, and its
 * transparisation, after which « Calculs » computes on it.
 */
export function SimulationPage({ title }: { title: string }) {
  const simulationId = useNavigationStore((state) => state.simulation.simulationId);
  // A creation cut off by a page reload would leave the page waiting: it failed.
  useInterruptedRunRecovery(
    simulationKeys.enter,
    simulationBeingCreated,
    navigationActions.simulationModeLeft,
  );
  return (
    <>
      <Box
        sx={{
          mb: 2,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'simulation.background',
          borderBottom: 3,
          borderColor: 'simulation.highlight',
        }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2">
          Modifiez les quantités, vendez, achetez des titres ou changez les espèces, puis
          transparisez la simulation pour lancer les calculs sur le portefeuille simulé.
        </Typography>
      </Box>
      {simulationId ? (
        <Stack spacing={3} key={simulationId}>
          <ValuationCards simulationId={simulationId} />
          <TranspariseSimulationPanel simulationId={simulationId} />
          <CashSection simulationId={simulationId} />
          <PositionsSection simulationId={simulationId} />
        </Stack>
      ) : (
        <LoadingBlock label="Création de la simulation" rows={4} />
      )}
    </>
  );
}
