import { fileNameFromDisposition } from '../lib/content-disposition';
import type { QueryValue } from './client';
import { apiResponse } from './raw-request';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET of a report (spec §7 "Reports": "blobs named from the content-disposition
 * header"): the file and its name, `fallbackName` when the header names none. userID
 * goes in the query, as for every report.
 */
export async function fetchReportFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
  accept = `${XLSX_MIME}, application/json`,
): Promise<ReportFile> {
  const response = await apiResponse(path, { query, withUserId: true, accept });
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackName,
  );
  return { blob, fileName };
}
