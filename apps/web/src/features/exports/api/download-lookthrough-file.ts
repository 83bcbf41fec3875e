import { useReportDownload, XLSX_ACCEPT, type ReportRequest } from './report-download';

export type LookThroughFormat = 'xlsx' | 'csv';

export interface LookThroughFileInput {
  perimeterId: string;
  format: LookThroughFormat;
}

/**
 * GET /api/reporting/lookthrough?userID&perimeterID&format (spec §7, issue 19 §5): the
 * look-through lines as a workbook, or as a French CSV (`;`, decimal comma, UTF-8).
 */
export const lookThroughFileRequest = ({
  perimeterId,
  format,
}: LookThroughFileInput): ReportRequest => ({
  path: 'reporting/lookthrough',
  query: { perimeterID: perimeterId, format },
  fallbackName: `transparisation.${format}`,
  accept: format === 'csv' ? 'text/csv, application/json' : XLSX_ACCEPT,
});

export const useDownloadLookThroughFile = () =>
  useReportDownload('lookthrough', lookThroughFileRequest);
