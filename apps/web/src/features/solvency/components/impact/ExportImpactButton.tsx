import { ExportExcelButton } from '../../../../components/ExportExcelButton';
import { useDownloadImpactWorkbook } from '../../api/download-impact-workbook';

/** Not in the catalogue of spec §8: worded on the pattern of its report messages. */
export const IMPACT_EXPORT_ERROR =
  'Une erreur est survenue pendant la génération du rapport « Impact 2027 ».';

/** « Exporter (Excel) » of « Impact 2027 ». */
export function ExportImpactButton({ perimeterId }: { perimeterId: string }) {
  const download = useDownloadImpactWorkbook();
  return (
    <ExportExcelButton
      onExport={() => download.mutate(perimeterId)}
      pending={download.isPending}
      failed={download.isError}
      errorMessage={IMPACT_EXPORT_ERROR}
    />
  );
}
