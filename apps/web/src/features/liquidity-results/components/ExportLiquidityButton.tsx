import { messages } from '@prisme/domain';
import { ExportExcelButton } from '../../../components/ExportExcelButton';
import { useDownloadLiquidityReport } from '../api/download-liquidity-report';

/** « Exporter (Excel) » of the liquidity workbook. */
export function ExportLiquidityButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadLiquidityReport();
  return (
    <ExportExcelButton
      onExport={() => download.mutate(perimeterId)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={messages.reports.liquidity}
    />
  );
}
