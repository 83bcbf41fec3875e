import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { LookThroughState } from '../../../../state';
import { formatAmount, formatCount, formatDateTime } from '../../../../lib/format';

export const INDICATORS_LINK = 'Voir les indicateurs transparisés';

/**
 * The last transparisation of the perimeter, from the navigation state (so it survives a
 * page change). The line count is only known from the answer, while it is at hand.
 */
export function TransparisationResult({
  lookThrough,
  lineCount,
}: {
  lookThrough: LookThroughState;
  lineCount: number | null;
}) {
  const lines = lineCount === null ? '' : `${formatCount(lineCount)} lignes, `;
  const date = lookThrough.transparisationDate
    ? ` le ${formatDateTime(lookThrough.transparisationDate)}`
    : '';
  return (
    <Alert
      severity="success"
      action={
        <Link component={RouterLink} to="/transparisation/reporting" color="inherit">
          {INDICATORS_LINK}
        </Link>
      }
    >
      {`Périmètre transparisé${date} : ${lines}valeur de marché totale ${formatAmount(
        lookThrough.totalMarketValuation,
      )}.`}
    </Alert>
  );
}
