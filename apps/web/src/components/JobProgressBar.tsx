import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { JOB_STAGES, type JobProgress } from '@prisme/domain';

export const PROGRESS_LABEL = 'Avancement de la transparisation';

/**
 * Where the running transparisation stands: the server's French stage label and its
 * percentage, on a determinate bar. Before the job's first answer (or after a page
 * change, which loses the polled figures) the bar only says that it runs.
 */
export function TransparisationProgress({ progress }: { progress: JobProgress | null }) {
  if (!progress) {
    return (
      <Box>
        <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
          {JOB_STAGES.queued}…
        </Typography>
        <LinearProgress color="secondary" aria-label={PROGRESS_LABEL} />
      </Box>
    );
  }
  const percent = Math.round(progress.percent);
  const label = progress.label || JOB_STAGES[progress.stage];
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
        {`${label} : ${percent}\u00a0%`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={PROGRESS_LABEL}
        aria-valuetext={`${label}, ${percent}\u00a0%`}
      />
    </Box>
  );
}
