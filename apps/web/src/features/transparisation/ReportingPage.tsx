import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigationStore } from '../../state';
import { LookThroughReport } from './components/reporting/LookThroughReport';
import { EmptyState } from '../../components/EmptyState';

export const TRANSPARISE_FIRST_MESSAGE =
  'Transparisez d’abord le périmètre pour voir ses indicateurs.';

/**
 * "Indicateurs Transparisés" (spec §2), in the main layout or full page. It shows the
 * perimeter the navigation state says is transparised; a perimeter change empties that
 * state, and so brings back the invitation to transparise. Keyed by the perimeter id and
 * date: a new transparisation starts the report (its grid and tabs) afresh.
 */
export function ReportingPage({ title }: { title: string }) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {perimeterId ? (
        <LookThroughReport key={`${perimeterId}@${date}`} perimeterId={perimeterId} />
      ) : (
        <EmptyState
          message={TRANSPARISE_FIRST_MESSAGE}
          action={
            <Button component={RouterLink} to="/transparisation/portfolio" variant="outlined">
              Aller à la transparisation
            </Button>
          }
        />
      )}
    </>
  );
}
