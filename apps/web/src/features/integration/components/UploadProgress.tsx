import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadPhase } from '../api/upload-integration-file';

export const PROCESSING_MESSAGE = 'Vérification et intégration…';

/** Sending shows the percentage sent; then the server checks and writes the file. */
export function UploadProgress({ phase }: { phase: UploadPhase }) {
  if (phase.kind === 'idle') return null;
  const sending = phase.kind === 'sending';
  const text = sending ? `Envoi du fichier : ${phase.percent}\u00a0%` : PROCESSING_MESSAGE;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }} role={sending ? undefined : 'status'}>
        {text}
      </Typography>
      {sending ? (
        <LinearProgress variant="determinate" value={phase.percent} aria-label="Envoi du fichier" />
      ) : (
        <LinearProgress color="secondary" aria-label={PROCESSING_MESSAGE} />
      )}
    </Box>
  );
}
