import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/**
 * GET /api/reporting/lookthrough?userID=…&perimeterID=… → the workbook of the
 * transparised perimeter, named from its Content-Disposition header (spec §7).
 */
export function downloadLookThroughReport(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile(
    'reporting/lookthrough',
    { perimeterID: perimeterId },
    'transparisation.xlsx',
  );
}

/** The « Exporter (Excel) » action: fetches the workbook, then hands it to the user. */
export function useDownloadLookThroughReport() {
  return useMutation({
    mutationFn: downloadLookThroughReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
