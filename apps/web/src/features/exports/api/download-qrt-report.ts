import type { QrtQuery } from '../lib/qrt-options';
import { useReportDownload, XLSX_ACCEPT, type ReportRequest } from './report-download';

export interface QrtReportInput {
  perimeterId: string;
  options: QrtQuery;
}

/**
 * GET /api/reporting/qrt?userID&bceColumns&beginDateQrts0901 (spec §7): the QRT asset
 * templates as a workbook, with the ECB columns or not, S.09.01 from the start date.
 */
export const qrtReportRequest = ({ perimeterId, options }: QrtReportInput): ReportRequest => ({
  path: 'reporting/qrt',
  query: { perimeterID: perimeterId, ...options },
  fallbackName: 'qrt.xlsx',
  accept: XLSX_ACCEPT,
});

export const useDownloadQrtReport = () => useReportDownload('qrt', qrtReportRequest);
