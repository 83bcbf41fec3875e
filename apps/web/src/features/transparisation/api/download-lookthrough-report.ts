import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fileNameFromDisposition } from '../lib/content-disposition';
import { apiResponse } from './raw-request';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/reporting/lookthrough?userID=…&perimeterID=… → the workbook of the
 * transparised perimeter, named from its Content-Disposition header (spec §7).
 */
export async function downloadLookThroughReport(
  perimeterId: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse('reporting/lookthrough', {
    query: { perimeterID: perimeterId },
    withUserId: true,
    accept: `${XLSX}, application/json`,
  });
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(
    response.headers.get('Content-Disposition'),
    'transparisation.xlsx',
  );
  return { blob, fileName };
}

/** The « Exporter (Excel) » action: fetches the workbook, then hands it to the user. */
export function useDownloadLookThroughReport() {
  return useMutation({
    mutationFn: downloadLookThroughReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
