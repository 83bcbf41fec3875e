import { messages } from '@prisme/domain';
import { ExportExcelButton } from '../../../components/ExportExcelButton';
import { useDownloadScrReport } from '../api/download-scr-report';

/** « Exporter (Excel) » of the SCR workbook. */
export function ExportScrButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadScrReport();
  return (
    <ExportExcelButton
      onExport={() => download.mutate(perimeterId)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={messages.reports.scr}
    />
  );
}
