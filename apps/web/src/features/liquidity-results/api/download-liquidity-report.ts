import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../api/download';
import { fetchReportFile, type ReportFile } from '../../../api/report-file';

/**
 * GET /api/reporting/liquidity-excel?userID=…&perimeterID=… → the liquidity workbook of
 * the computed perimeter (route designed beside the SCR and ESG ones,
 * docs/decisions/liquidity/0215-liquidity-computation-and-results.md).
 */
export function downloadLiquidityReport(perimeterId: string): Promise<ReportFile> {
  return fetchReportFile(
    'reporting/liquidity-excel',
    { perimeterID: perimeterId },
    'risque-liquidite.xlsx',
  );
}

/** The « Exporter (Excel) » action: fetches the workbook, then hands it to the user. */
export function useDownloadLiquidityReport() {
  return useMutation({
    mutationFn: downloadLiquidityReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
