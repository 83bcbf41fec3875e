import Typography from '@mui/material/Typography';
import {
  COUNTERPARTY_KIND_LABELS,
  type CounterpartyExposureRow,
  type CounterpartySummary,
} from '@prisme/domain';
import { FigureTable, type FigureColumn } from '../../../../components/FigureTable';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { ResourceError } from '../../../../components/ResourceError';
import { formatAmount } from '../../../../lib/format';
import { useCounterpartyLines } from '../../api/get-counterparty-lines';
import { flagsText, formatPd, ruleText } from '../../lib/counterparty';

export const LINES_LOAD_ERROR =
  'Une erreur est survenue pendant le chargement des expositions. Veuillez réessayer.';

function columns(reasons: CounterpartySummary['reasons']): FigureColumn<CounterpartyExposureRow>[] {
  return [
    { header: 'Ligne', cell: (e) => `${e.label ?? e.code} (${e.code})` },
    { header: 'Portefeuille', cell: (e) => e.portfolio ?? '—' },
    { header: 'Nature', cell: (e) => COUNTERPARTY_KIND_LABELS[e.kind] },
    { header: 'Contrepartie', cell: (e) => e.counterpartyName ?? e.counterparty ?? '—' },
    { header: 'Valeur', numeric: true, cell: (e) => formatAmount(e.value) },
    { header: 'Sûreté retenue', numeric: true, cell: (e) => formatAmount(e.collateral) },
    { header: 'LGD', numeric: true, cell: (e) => formatAmount(e.lgd) },
    { header: 'Règle LGD', cell: (e) => ruleText(reasons.lgd, e.lgdRule) },
    { header: 'PD', numeric: true, cell: (e) => formatPd(e.pd) },
    { header: 'Règle PD', cell: (e) => ruleText(reasons.pd, e.pdRule) },
    { header: 'Contribution', numeric: true, cell: (e) => formatAmount(e.contribution) },
    { header: 'Signalements', cell: (e) => flagsText(reasons.flags, e.flags) },
  ];
}

/** The exposures of one single name (drill-down from « Par contrepartie »). */
export function CounterpartyNameLines({
  perimeterId,
  name,
  label,
  reasons,
}: {
  perimeterId: string;
  name: string;
  label: string;
  reasons: CounterpartySummary['reasons'];
}) {
  const query = useCounterpartyLines(perimeterId, name);
  if (query.isPending) return <LoadingBlock label={`Chargement des expositions de ${label}`} />;
  if (query.isError)
    return <ResourceError message={LINES_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {`Expositions de ${label}`}
      </Typography>
      <FigureTable
        label={`Expositions de ${label}`}
        columns={columns(reasons)}
        rows={query.data.exposures}
        rowKey={(e) => `${e.line}-${e.code}`}
      />
    </>
  );
}
