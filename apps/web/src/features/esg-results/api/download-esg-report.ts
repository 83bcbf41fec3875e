import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/**
 * GET /api/reporting/esg-excel?userID=…&perimeterID=… → the ESG workbook of the computed
 * perimeter (route designed beside the SCR one, docs/decisions/esg/0193-esg-workbook.md).
 */
export function downloadEsgReport(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile('reporting/esg-excel', { perimeterID: perimeterId }, 'analyse-esg.xlsx');
}

/** The « Exporter (Excel) » action: fetches the workbook, then hands it to the user. */
export function useDownloadEsgReport() {
  return useMutation({
    mutationFn: downloadEsgReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
