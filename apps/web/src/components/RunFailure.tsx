import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/api-error';
import { ResourceError } from './ResourceError';

/**
 * How a run (a transparisation, a computation) ended without its results. Cancelled by
 * its user: said as information, in the server's words (nothing was stored). Failed: the
 * page's French message, and under it the catalogue's reason when the server refused the
 * request (a 4xx says why: a missing curve, a right).
 */
export function RunFailure({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  /** The page's message for a failed run (spec §8). */
  message: string;
  onRetry?: () => void;
}) {
  if (error instanceof ApiError && error.code === 'JOB_CANCELLED')
    return <ResourceError severity="info" message={error.message} onRetry={onRetry} />;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Stack spacing={0.5}>
      <ResourceError message={message} onRetry={onRetry} />
      {refused && (
        <Typography variant="body2" color="text.secondary">
          {error.message}
        </Typography>
      )}
    </Stack>
  );
}
