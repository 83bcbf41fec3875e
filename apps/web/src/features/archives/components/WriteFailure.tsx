import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { writeFailure } from '../lib/archive-form';

/** Spec §8: « Veuillez réessayer. », no retry action; the server's reason under it. */
export function WriteFailure({ error }: { error: unknown }) {
  const { message, detail } = writeFailure(error);
  return (
    <Alert severity="error">
      {message}
      {detail && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Alert>
  );
}
