import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/** GET /api/esg/pai/workbook?perimeterID=… → the statement workbook, Annex I's layout. */
export function downloadPaiWorkbook(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile('esg/pai/workbook', { perimeterID: perimeterId }, 'declaration-pai.xlsx');
}

export function useDownloadPaiWorkbook() {
  return useMutation({
    mutationFn: downloadPaiWorkbook,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
