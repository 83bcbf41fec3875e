import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/**
 * GET /api/reporting/scr-excel?userID=…&perimeterID=… → the SCR workbook of the
 * computed perimeter, named from its Content-Disposition header (spec §7).
 */
export function downloadScrReport(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile('reporting/scr-excel', { perimeterID: perimeterId }, 'scr-marche.xlsx');
}

/** The « Exporter (Excel) » action: fetches the workbook, then hands it to the user. */
export function useDownloadScrReport() {
  return useMutation({
    mutationFn: downloadScrReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
