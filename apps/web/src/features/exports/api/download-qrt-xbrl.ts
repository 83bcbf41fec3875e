import type { QrtReportInput } from './download-qrt-report';
import { useReportDownload, type ReportRequest } from './report-download';

/**
 * GET /api/reporting/qrt-xbrl-csv?userID&bceColumns&beginDateQrts0901 (issue 19 §3): the
 * same templates as an xBRL-CSV report package (a zip), with the QRT's options.
 */
export const qrtXbrlRequest = ({ perimeterId, options }: QrtReportInput): ReportRequest => ({
  path: 'reporting/qrt-xbrl-csv',
  query: { perimeterID: perimeterId, ...options },
  fallbackName: 'qrt-xbrl-csv.zip',
  accept: 'application/zip, application/json',
});

export const useDownloadQrtXbrl = () => useReportDownload('qrt-xbrl', qrtXbrlRequest);
