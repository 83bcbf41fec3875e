import { useReportDownload, XLSX_ACCEPT, type ReportRequest } from './report-download';

/** GET /api/reporting/assuretat?userID&perimeterID (spec §7): the Assuretat asset file. */
export const assuretatReportRequest = (perimeterId: string): ReportRequest => ({
  path: 'reporting/assuretat',
  query: { perimeterID: perimeterId },
  fallbackName: 'assuretat.xlsx',
  accept: `${XLSX_ACCEPT}, text/csv`,
});

export const useDownloadAssuretatReport = () =>
  useReportDownload('assuretat', assuretatReportRequest);
