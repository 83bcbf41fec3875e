import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { JOB_STAGES, type JobProgress } from '@prisme/domain';
import { CancelJobButton } from './CancelJobButton';

/** A running job as the bar shows it (api/use-job.ts gives all three). */
export interface JobView {
  /** Its last polled progress; null before the first answer. */
  progress: JobProgress | null;
  /** Stops the job (DELETE /api/jobs/{token}); none: the job cannot be stopped. */
  cancel?: () => void;
  /** The cancellation is asked: the button waits for the job's end. */
  cancelling?: boolean;
}

/**
 * Where a running job stands (a transparisation, a computation): the server's French
 * stage label and its percentage, on a determinate bar named by `label`, and under it
 * what the stage is doing with its figures (« 12 000 lignes enregistrées sur 38 874 »),
 * which the server updates as the work moves. Before the
 * job's first answer (or after a page change, which loses the polled figures) the bar
 * only says that it runs. A job that can be stopped has an « Annuler » button.
 */
export function JobProgressBar({ job, label }: { job: JobView; label: string }) {
  const { progress, cancel, cancelling = false } = job;
  const status = (text: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
      <Typography variant="body2" role="status" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {cancel && <CancelJobButton cancel={cancel} cancelling={cancelling} />}
    </Stack>
  );
  if (!progress) {
    return (
      <Box>
        {status(`${JOB_STAGES.queued}…`)}
        <LinearProgress color="secondary" aria-label={label} />
      </Box>
    );
  }
  const percent = Math.round(progress.percent);
  const stage = progress.label || JOB_STAGES[progress.stage];
  return (
    <Box>
      {status(`${stage} : ${percent}\u00a0%`)}
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
