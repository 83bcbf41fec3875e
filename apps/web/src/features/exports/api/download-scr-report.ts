import { useReportDownload, XLSX_ACCEPT, type ReportRequest } from './report-download';

/** GET /api/reporting/scr-excel?userID&perimeterID (spec §7): the SCR workbook. */
export const scrReportRequest = (perimeterId: string): ReportRequest => ({
  path: 'reporting/scr-excel',
  query: { perimeterID: perimeterId },
  fallbackName: 'scr-marche.xlsx',
  accept: XLSX_ACCEPT,
});

export const useDownloadScrReport = () => useReportDownload('scr', scrReportRequest);
