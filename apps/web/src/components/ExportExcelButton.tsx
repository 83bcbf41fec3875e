import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FileDownload from '@mui/icons-material/FileDownload';
import { messages } from '@prisme/domain';

export const EXPORT_EXCEL_LABEL = 'Exporter (Excel)';

/**
 * « Exporter (Excel) »: the server builds the workbook; a spinner while it does, and the
 * report's French error (spec §8) with « Réessayer » when it fails. The feature owns the
 * download (its own mutation); this is only how it shows.
 */
export function ExportExcelButton({
  onExport,
  pending,
  failed,
  errorMessage,
}: {
  onExport: () => void;
  pending: boolean;
  failed: boolean;
  errorMessage: string;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="contained"
        color="secondary"
        onClick={onExport}
        disabled={pending}
        aria-busy={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <FileDownload />}
      >
        {EXPORT_EXCEL_LABEL}
      </Button>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onExport}>
              {messages.generic.retry}
            </Button>
          }
        >
          {errorMessage}
        </Alert>
      )}
    </Stack>
  );
}
