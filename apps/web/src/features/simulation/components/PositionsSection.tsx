import { lazy, Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { messages, simulationQuantityRequestSchema, type SimulationPosition } from '@prisme/domain';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatCount } from '../../../lib/format';
import { useSimulationPositions } from '../api/get-positions';
import { useUpdateQuantity } from '../api/update-quantity';
import { visiblePositions } from '../lib/position-status';
import { refusalOf } from '../lib/refusal';
import { BuyPositionDialog } from './BuyPositionDialog';
import { RemovePositionDialog } from './RemovePositionDialog';

const SimulationPositionsGrid = lazy(() => import('./SimulationPositionsGrid'));

const GRID_LOADING = <LoadingBlock label="Chargement de la grille" rows={8} />;

/** Why a typed quantity cannot be sent (the server's rule), or null. */
const quantityProblem = (quantity: number | null): string | null => {
  const parsed = simulationQuantityRequestSchema.safeParse({ quantity });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.generic.unexpected);
};

/**
 * The simulation's positions: quick search, « Lignes modifiées uniquement », the grid
 * (quantity edited in place, sale or removal per row after a confirmation) and
 * « Acheter un titre ». A refused change says why above the grid.
 */
export function PositionsSection({ simulationId }: { simulationId: string }) {
  const { data, isPending, isError, refetch } = useSimulationPositions(simulationId);
  const quantity = useUpdateQuantity(simulationId);
  const [quickFilter, setQuickFilter] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [removing, setRemoving] = useState<SimulationPosition | null>(null);
  const [buying, setBuying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const { mutate: sendQuantity } = quantity;
  const onQuantity = useCallback(
    (position: SimulationPosition, value: number | null) => {
      const refused = quantityProblem(value);
      setProblem(refused);
      if (refused || value === null) return;
      sendQuantity(
        { positionNo: position.positionNo, quantity: value },
        { onError: (error) => setProblem(refusalOf(error, messages.simulation.quantity)) },
      );
    },
    [sendQuantity],
  );
  const onRemove = useCallback((position: SimulationPosition) => setRemoving(position), []);

  if (isPending) {
    return (
      <ReportSection id="simulation-positions" title="Positions">
        <LoadingBlock label="Chargement des positions de la simulation" />
      </ReportSection>
    );
  }
  if (isError) {
    return (
      <ReportSection id="simulation-positions" title="Positions">
        <ResourceError message={messages.simulation.inventory} onRetry={() => void refetch()} />
      </ReportSection>
    );
  }
  const changed = data.filter((position) => position.changed).length;
  return (
    <ReportSection id="simulation-positions" title="Positions">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            label="Rechercher"
            type="search"
            value={quickFilter}
            onChange={(event) => setQuickFilter(event.target.value)}
            sx={{ minWidth: 240 }}
          />
          <FormControlLabel
            control={<Switch checked={changedOnly} onChange={(_event, on) => setChangedOnly(on)} />}
            label="Lignes modifiées uniquement"
          />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {`${formatCount(data.length)} positions, dont ${formatCount(changed)} modifiée${changed > 1 ? 's' : ''}`}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddShoppingCart />}
            onClick={() => setBuying(true)}
          >
            Acheter un titre
          </Button>
        </Stack>
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Suspense fallback={GRID_LOADING}>
          <SimulationPositionsGrid
            positions={visiblePositions(data, changedOnly)}
            quickFilter={quickFilter}
            onQuantity={onQuantity}
            onRemove={onRemove}
          />
        </Suspense>
      </Stack>
      {removing && (
        <RemovePositionDialog
          simulationId={simulationId}
          position={removing}
          onClose={() => setRemoving(null)}
        />
      )}
      {buying && (
        <BuyPositionDialog
          simulationId={simulationId}
          positions={data}
          onClose={() => setBuying(false)}
        />
      )}
    </ReportSection>
  );
}
