import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { JOB_STAGES, type JobProgress } from '@prisme/domain';

/**
 * Where a running job stands (a transparisation, a computation): the server's French
 * stage label and its percentage, on a determinate bar named by `label`, and under it
 * what the stage is doing with its figures (« 12 000 lignes enregistrées sur 38 874 »),
 * which the server updates as the work moves. Before the
 * job's first answer (or after a page change, which loses the polled figures) the bar
 * only says that it runs.
 */
export function JobProgressBar({
  progress,
  label,
}: {
  progress: JobProgress | null;
  /** The bar's accessible name, e.g. « Avancement de la transparisation ». */
  label: string;
}) {
  if (!progress) {
    return (
      <Box>
        <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
          {JOB_STAGES.queued}…
        </Typography>
        <LinearProgress color="secondary" aria-label={label} />
      </Box>
    );
  }
  const percent = Math.round(progress.percent);
  const stage = progress.label || JOB_STAGES[progress.stage];
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
        {`${stage} : ${percent}\u00a0%`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={`${stage}, ${percent}\u00a0%`}
      />
      {progress.detail && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {progress.detail}
        </Typography>
      )}
    </Box>
  );
}
