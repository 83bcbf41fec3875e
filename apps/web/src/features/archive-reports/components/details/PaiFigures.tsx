import Typography from '@mui/material/Typography';
import { PAI_FIGURES, type PaiFigureDefinition } from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { formatPaiValue } from '../../../../lib/format-pai';
import { formatShare } from '../../../../lib/format';
import { useArchivedPai } from '../../api/get-archived-pai';

/** An ESG archive's PAI statement (issue 38 §10): each figure, its coverage and estimated share. */
export function PaiFigures({ perimeterId }: { perimeterId: string }) {
  const query = useArchivedPai(perimeterId);
  if (query.isPending) return <LoadingBlock label="Chargement de la déclaration PAI" rows={4} />;
  const statement = query.data;
  if (query.isError || !statement)
    return (
      <Typography variant="body2" color="text.secondary">
        Pas de déclaration PAI dans cette sauvegarde.
      </Typography>
    );
  const byKey = new Map(statement.result.figures.map((f) => [f.key, f]));
  return (
    <FigureTable
      label="Incidences négatives (PAI)"
      rowKey={(f) => f.key}
      rows={PAI_FIGURES}
      maxHeight={480}
      columns={[
        { header: 'Indicateur', cell: (f: PaiFigureDefinition) => f.key },
        {
          header: 'Élément de mesure',
          cell: (f) =>
            f.indicator === '1' || f.indicator === '6' ? f.metricLabel : f.indicatorLabel,
        },
        {
          header: 'Incidence',
          numeric: true,
          cell: (f) => formatPaiValue(f, byKey.get(f.key)?.value) || '—',
        },
        { header: 'Unité', cell: (f) => f.unit },
        {
          header: 'Couverture',
          numeric: true,
          cell: (f) => formatShare(byKey.get(f.key)?.coverage),
        },
        {
          header: 'Part estimée',
          numeric: true,
          cell: (f) => formatShare(byKey.get(f.key)?.estimatedShare),
        },
      ]}
    />
  );
}
