import { useReportDownload, XLSX_ACCEPT, type ReportRequest } from './report-download';

/** GET /api/reporting/actuaris?userID&perimeterID (spec §7): the Actuaris asset file. */
export const actuarisReportRequest = (perimeterId: string): ReportRequest => ({
  path: 'reporting/actuaris',
  query: { perimeterID: perimeterId },
  fallbackName: 'actuaris.xlsx',
  accept: `${XLSX_ACCEPT}, text/csv`,
});

export const useDownloadActuarisReport = () => useReportDownload('actuaris', actuarisReportRequest);
