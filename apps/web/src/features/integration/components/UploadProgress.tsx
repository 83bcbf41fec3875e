import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CancelJobButton } from '../../../components/CancelJobButton';
import type { UploadPhase } from '../api/upload-integration-file';

export const PROCESSING_MESSAGE = 'Vérification et intégration…';

/**
 * Sending shows the percentage sent; then the server checks and writes the file, which
 * its user may cancel (nothing is then stored).
 */
export function UploadProgress({
  phase,
  cancel,
  cancelling = false,
}: {
  phase: UploadPhase;
  cancel?: () => void;
  cancelling?: boolean;
}) {
  if (phase.kind === 'idle') return null;
  const sending = phase.kind === 'sending';
  const text = sending ? `Envoi du fichier : ${phase.percent}\u00a0%` : PROCESSING_MESSAGE;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="body2" role={sending ? undefined : 'status'} sx={{ flexGrow: 1 }}>
          {text}
        </Typography>
        {!sending && cancel && <CancelJobButton cancel={cancel} cancelling={cancelling} />}
      </Stack>
      {sending ? (
        <LinearProgress variant="determinate" value={phase.percent} aria-label="Envoi du fichier" />
      ) : (
        <LinearProgress color="secondary" aria-label={PROCESSING_MESSAGE} />
      )}
    </Box>
  );
}
