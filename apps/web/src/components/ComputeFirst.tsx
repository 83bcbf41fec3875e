import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { EmptyState } from './EmptyState';

/** The invitation to compute, on the pages that show a computed result. */
export function ComputeFirst({ message }: { message: string }) {
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
