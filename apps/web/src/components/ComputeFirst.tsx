import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { openableTitle, whoCanOpen } from '../app/routes/route-table';
import { useSessionStore } from '../state';
import { EmptyState } from './EmptyState';

/**
 * The invitation to compute, on the pages that show a computed result: the way to
 * « Calculs » for a user who can open it, else whom to ask (issue 40: hints follow rights).
 */
export function ComputeFirst({ message }: { message: string }) {
  const canCompute = useSessionStore(
    (state) => openableTitle('/compute', state.rights) !== undefined,
  );
  if (!canCompute)
    return <EmptyState message={`${message} Demandez à ${whoCanOpen('/compute')} de le lancer.`} />;
  return (
    <EmptyState
      message={message}
      action={
        <Button component={RouterLink} to="/compute" variant="outlined">
          Aller aux calculs
        </Button>
      }
    />
  );
}
