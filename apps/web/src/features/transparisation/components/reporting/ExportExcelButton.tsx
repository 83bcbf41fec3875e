import { messages } from '@prisme/domain';
import { ExportExcelButton as ExportButton } from '../../../../components/ExportExcelButton';
import { useDownloadLookThroughReport } from '../../api/download-lookthrough-report';

/** « Exporter (Excel) » of the look-through lines workbook. */
export function ExportExcelButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadLookThroughReport();
  return (
    <ExportButton
      onExport={() => download.mutate(perimeterId)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={messages.reports.lookthrough}
    />
  );
}
