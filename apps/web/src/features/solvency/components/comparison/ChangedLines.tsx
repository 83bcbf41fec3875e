import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import type { ScrComparisonLine } from '@prisme/domain';
import { BASE_MISSING_MESSAGE } from '../../../../components/comparison/BaseResult';
import { signed } from '../../../../components/comparison/compare';
import { Difference } from '../../../../components/comparison/Difference';
import { FigureTable } from '../../../../components/FigureTable';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { ResourceError } from '../../../../components/ResourceError';
import { formatAmount } from '../../../../lib/format';
import { useScrComparison } from '../../api/get-scr-comparison';
import { changedCountText } from '../../lib/scr-comparison';

export const CHANGED_LINES_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement des lignes qui changent. Veuillez réessayer.';

const signedAmount = signed((value) => formatAmount(value));

function LinesTable({ lines }: { lines: ScrComparisonLine[] }) {
  return (
    <FigureTable
      label="Lignes qui changent"
      rows={lines}
      rowKey={(line) => line.securityCode}
      maxHeight={480}
      columns={[
        { header: 'Code', cell: (line) => line.securityCode },
        { header: 'Nom', cell: (line) => line.securityName ?? '' },
        { header: 'CIC', cell: (line) => line.cic ?? '' },
        { header: 'Valeur réelle', numeric: true, cell: (l) => formatAmount(l.baseMarketValue) },
        { header: 'Valeur simulée', numeric: true, cell: (l) => formatAmount(l.marketValue) },
        {
          header: 'Écart de valeur',
          numeric: true,
          // A value bought or sold is neither good nor bad in itself: the sign only.
          cell: (l) => (
            <Difference value={l.marketValueDifference} better="none" format={signedAmount} />
          ),
        },
        {
          header: 'Contribution SCR réelle',
          numeric: true,
          cell: (l) => formatAmount(l.baseContribution),
        },
        {
          header: 'Contribution SCR simulée',
          numeric: true,
          cell: (l) => formatAmount(l.contribution),
        },
        {
          header: 'Écart de contribution',
          numeric: true,
          cell: (l) => (
            <Difference value={l.contributionDifference} better="lower" format={signedAmount} />
          ),
        },
      ]}
    />
  );
}

/**
 * The look-through securities whose value or SCR contribution the simulation changed,
 * largest contribution difference first (the server sorts and cuts them).
 */
export function ChangedLines({
  basePerimeterId,
  perimeterId,
}: {
  basePerimeterId: string;
  perimeterId: string;
}) {
  const query = useScrComparison(basePerimeterId, perimeterId);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des lignes qui changent" rows={4} />;
  }
  if (query.isError) {
    return (
      <ResourceError message={CHANGED_LINES_ERROR_MESSAGE} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Alert severity="info">{BASE_MISSING_MESSAGE}</Alert>;
  const { changedCount, lines } = query.data;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {changedCountText(changedCount, lines.length)}
      </Typography>
      {lines.length > 0 && <LinesTable lines={lines} />}
    </>
  );
}
