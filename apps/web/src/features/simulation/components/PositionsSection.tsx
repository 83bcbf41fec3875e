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
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatCount } from '../../../lib/format';
import { useDeletePosition } from '../api/delete-position';
import { useSimulationPositions } from '../api/get-positions';
import { useUpdateQuantity } from '../api/update-quantity';
import { removeAction, visiblePositions } from '../lib/position-status';
import { refusalOf } from '../lib/refusal';
import { BuyPositionDialog } from './BuyPositionDialog';

const SimulationPositionsGrid = lazy(() => import('./SimulationPositionsGrid'));

const GRID_LOADING = <LoadingBlock label="Chargement de la grille" rows={8} />;

/** Why a typed quantity cannot be sent (the server's rule), or null. */
const quantityProblem = (quantity: number | null): string | null => {
  const parsed = simulationQuantityRequestSchema.safeParse({ quantity });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.generic.unexpected);
};

function removeText(position: SimulationPosition): { title: string; text: string } {
  const what = `${position.securityName ?? position.securityCode} (${position.portfolioCode}, ${position.compartmentCode})`;
  return removeAction(position) === 'sell'
    ? {
        title: 'Vendre la position',
        text: `${what} sera vendue entièrement dans la simulation : elle reste listée, vendue, et peut être rachetée en saisissant une quantité. Le portefeuille réel n’est pas modifié.`,
      }
    : {
        title: 'Supprimer l’achat',
        text: `L’achat de ${what} sera retiré de la simulation.`,
      };
}

/**
 * The simulation's positions: quick search, « Lignes modifiées uniquement », the grid
 * (quantity edited in place, sale or removal per row after a confirmation) and
 * « Acheter un titre ». A refused change says why above the grid.
 */
export function PositionsSection({ simulationId }: { simulationId: string }) {
  const { data, isPending, isError, refetch } = useSimulationPositions(simulationId);
  const quantity = useUpdateQuantity(simulationId);
  const remove = useDeletePosition(simulationId);
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
  const confirmRemove = (position: SimulationPosition) =>
    remove.mutate(position.positionNo, {
      onSuccess: () => setRemoving(null),
      onError: (error) => {
        setRemoving(null);
        setProblem(refusalOf(error, messages.simulation.deletePosition));
      },
    });

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
        <ConfirmDeleteDialog
          {...removeText(removing)}
          confirmLabel={removeAction(removing) === 'sell' ? 'Vendre' : 'Supprimer'}
          deleting={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
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
