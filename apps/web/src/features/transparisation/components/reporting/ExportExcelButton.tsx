import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FileDownload from '@mui/icons-material/FileDownload';
import { messages } from '@prisme/domain';
import { useDownloadLookThroughReport } from '../../api/download-lookthrough-report';

export const EXPORT_EXCEL_LABEL = 'Exporter (Excel)';

/** « Exporter (Excel) »: the server builds the workbook; a spinner while it does. */
export function ExportExcelButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadLookThroughReport();
  const run = () => download.mutate(perimeterId);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="contained"
        color="secondary"
        onClick={run}
        disabled={download.isPending}
        aria-busy={download.isPending}
        startIcon={
          download.isPending ? <CircularProgress size={16} color="inherit" /> : <FileDownload />
        }
      >
        {EXPORT_EXCEL_LABEL}
      </Button>
      {download.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={run}>
              {messages.generic.retry}
            </Button>
          }
        >
          {messages.reports.lookthrough}
        </Alert>
      )}
    </Stack>
  );
}
