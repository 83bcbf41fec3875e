import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { EmptyState } from '../../../components/EmptyState';

export const NO_RESULT_MESSAGE = 'Aucun résultat SCR pour ce périmètre : lancez d’abord le calcul.';

/** The invitation to compute, on the pages that show an SCR result. */
export function NoScrResult() {
  return (
    <EmptyState
      message={NO_RESULT_MESSAGE}
      action={
        <Button component={RouterLink} to="/compute" variant="outlined">
          Aller aux calculs
        </Button>
      }
    />
  );
}
