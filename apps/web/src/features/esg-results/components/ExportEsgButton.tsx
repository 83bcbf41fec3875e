import { messages } from '@prisme/domain';
import { ExportExcelButton } from '../../../components/ExportExcelButton';
import { useDownloadEsgReport } from '../api/download-esg-report';

/** « Exporter (Excel) » of the ESG workbook. */
export function ExportEsgButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadEsgReport();
  return (
    <ExportExcelButton
      onExport={() => download.mutate(perimeterId)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={messages.reports.esg}
    />
  );
}
