import type { ReportWorkbook } from '@prisme/domain';
import { ExportExcelButton } from '../../../components/ExportExcelButton';
import { useDownloadReportWorkbook } from '../api/download-report-workbook';

export const REPORT_EXPORT_ERROR =
  'Une erreur est survenue pendant la génération du classeur Excel du rapport.';

/** « Exporter (Excel) » of an archive report: a sheet per table of the report. */
export function ExportReportButton({ build }: { build: () => ReportWorkbook }) {
  const download = useDownloadReportWorkbook();
  return (
    <ExportExcelButton
      onExport={() => download.mutate(build)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={REPORT_EXPORT_ERROR}
    />
  );
}
