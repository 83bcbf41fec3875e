import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/**
 * GET /api/solvency/impact/workbook?perimeterID=… (with userID and the bearer token, as
 * every report) → the « Impact 2027 » workbook, named from its Content-Disposition header.
 */
export function downloadImpactWorkbook(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile(
    'solvency/impact/workbook',
    { perimeterID: perimeterId },
    'impact-2027.xlsx',
  );
}

/** « Exporter (Excel) » of « Impact 2027 »: fetches the workbook, then hands it to the user. */
export function useDownloadImpactWorkbook() {
  return useMutation({
    mutationFn: downloadImpactWorkbook,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
