import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { ChunkTimeoutError } from './lazy-page';

/** A page that failed to load or render; most often a chunk lost after a deployment. */
export function RouteError() {
  const error = useRouteError();
  const message =
    error instanceof ChunkTimeoutError
      ? 'Le chargement de la page a pris trop de temps.'
      : 'Le chargement de la page a échoué.';
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Recharger la page
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
