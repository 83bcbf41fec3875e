import { useMutation } from '@tanstack/react-query';
import type { ReportWorkbook } from '@prisme/domain';
import { apiErrorFromResponse, networkError } from '../../../api/api-error';
import { authorizedTarget, safeJson } from '../../../api/client';
import { saveFile } from '../../../api/download';
import { XLSX_MIME } from '../../../api/report-file';
import { fileNameFromDisposition } from '../../../lib/content-disposition';

/**
 * POST /api/archive/workbook?userID → the Excel workbook of an archive report: the
 * report's tables as shown, written by the server
 * (docs/decisions/archives/0235-archive-report-workbook.md), a blob named from its
 * Content-Disposition (spec §7 "Reports").
 */
export async function downloadReportWorkbook(
  report: ReportWorkbook,
): Promise<{ blob: Blob; fileName: string }> {
  const { url, headers } = await authorizedTarget('archive/workbook', {}, true);
  headers.Accept = `${XLSX_MIME}, application/json`;
  headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(report) });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) {
    const text = await response.text();
    throw apiErrorFromResponse(response.status, text ? safeJson(text) : undefined);
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(
    response.headers.get('Content-Disposition'),
    `${report.fileName ?? 'rapport'}.xlsx`,
  );
  return { blob, fileName };
}

/** « Exporter (Excel) » of a report: builds its tables when clicked, then saves the file. */
export function useDownloadReportWorkbook() {
  return useMutation({
    mutationFn: (build: () => ReportWorkbook) => downloadReportWorkbook(build()),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
