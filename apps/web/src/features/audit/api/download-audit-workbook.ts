import { useMutation } from '@tanstack/react-query';
import type { AuditFilter } from '@prisme/domain';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/** GET /api/admin/audit/excel with the journal's filter → the workbook, named by the server. */
export function downloadAuditWorkbook(filter: AuditFilter): Promise<ReportFile> {
  return fetchReportFile('admin/audit/excel', { ...filter }, 'journal-des-modifications.xlsx');
}

/** « Exporter en Excel »: fetches the workbook, then hands it to the user. */
export function useDownloadAuditWorkbook() {
  return useMutation({
    mutationFn: downloadAuditWorkbook,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
