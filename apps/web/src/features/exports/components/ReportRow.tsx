import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { ApiError } from '../../../api/client';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { ResourceError } from '../../../components/ResourceError';
import { visuallyHidden } from '../../../components/visually-hidden';

export const DOWNLOAD_LABEL = 'Télécharger';
export const GENERATING_LABEL = 'Génération du rapport en cours';

/** A refused request (400, 403, 404) says why in the server's words, under the message. */
const detailOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

/**
 * One report of the panel: its name and what it holds, its options, « Télécharger » —
 * greyed out with the reason in a tooltip when it cannot be asked, an indeterminate bar
 * while the server writes it — and the report's French error (spec §8) with « Réessayer ».
 */
export function ReportRow({
  id,
  title,
  description,
  options,
  unavailable,
  pending,
  error,
  errorMessage,
  onDownload,
}: {
  id: string;
  title: string;
  description: string;
  options?: ReactNode;
  /** Why it cannot be asked now, or null. */
  unavailable: string | null;
  pending: boolean;
  error: unknown;
  errorMessage: string;
  onDownload: () => void;
}) {
  const titleId = `export-${id}`;
  const button = (
    <Button
      variant="outlined"
      onClick={onDownload}
      disabled={pending || unavailable !== null}
      aria-busy={pending}
      aria-describedby={unavailable ? `${titleId} ${titleId}-reason` : titleId}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <FileDownload />}
    >
      {DOWNLOAD_LABEL}
    </Button>
  );
  const detail = error ? detailOf(error) : null;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {options}
          {unavailable ? (
            <LazyTooltip title={unavailable}>
              {/* A disabled button gets no pointer events: the tooltip listens on its frame. */}
              <span>{button}</span>
            </LazyTooltip>
          ) : (
            button
          )}
        </Stack>
      </Stack>
      {unavailable && (
        // The tooltip's reason for those who do not hover: read with the button.
        <Box component="span" id={`${titleId}-reason`} sx={visuallyHidden}>
          {unavailable}
        </Box>
      )}
      {pending && <LinearProgress sx={{ mt: 1 }} aria-label={`${GENERATING_LABEL} : ${title}`} />}
      {!pending && error !== null && error !== undefined && (
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <ResourceError message={errorMessage} onRetry={unavailable ? undefined : onDownload} />
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
