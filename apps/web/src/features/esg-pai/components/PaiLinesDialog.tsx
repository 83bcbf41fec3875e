import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PaiFigureDefinition } from '@prisme/domain';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ResourceError } from '../../../components/ResourceError';
import { usePaiLines } from '../api/get-pai-lines';

const PaiLinesGrid = lazy(() => import('./PaiLinesGrid'));

/** The drill-down of a figure: its securities (their look-through lines summed). */
export function PaiLinesDialog({
  perimeterId,
  figure,
  onClose,
}: {
  perimeterId: string;
  figure: PaiFigureDefinition | null;
  onClose: () => void;
}) {
  const query = usePaiLines(perimeterId, figure?.key ?? null);
  return (
    <Dialog open={figure !== null} onClose={onClose} maxWidth="xl" fullWidth>
      <DialogTitle>
        {figure ? `Indicateur ${figure.indicator} — ${figure.metricLabel}` : ''}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Chaque titre de la transparisation, ses lignes additionnées, avec la donnée retenue et sa
          contribution, ou le motif pour lequel il est écarté.
        </Typography>
        {query.isPending ? (
          <LoadingBlock label="Chargement des titres" rows={6} />
        ) : query.isError ? (
          <ResourceError
            message="Une erreur est survenue pendant le chargement des titres de l’indicateur. Veuillez réessayer."
            onRetry={() => void query.refetch()}
          />
        ) : query.data.lines.length === 0 || !figure ? (
          <EmptyState message="Aucun titre n’entre dans le champ de cet indicateur." />
        ) : (
          <Suspense fallback={<LoadingBlock label="Chargement du tableau" rows={6} />}>
            <PaiLinesGrid figure={figure} lines={query.data.lines} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
