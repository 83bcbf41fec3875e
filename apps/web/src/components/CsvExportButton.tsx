import Button from '@mui/material/Button';
import FileDownload from '@mui/icons-material/FileDownload';
import { saveFile } from '../api/download';
import { csvBlob } from '../lib/csv';

/** Saves a list built in the browser as a CSV file for a French spreadsheet. */
export function CsvExportButton({
  label,
  fileName,
  content,
}: {
  /** What is exported, for screen readers: "la qualité par fonds". */
  label: string;
  fileName: string;
  content: () => string;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownload />}
      aria-label={`Exporter ${label} en CSV`}
      onClick={() => saveFile(csvBlob(content()), fileName)}
    >
      Exporter (CSV)
    </Button>
  );
}
