import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages, type ScrReference } from '@prisme/domain';
import { ResourceError } from '../../../components/ResourceError';
import { formatShare } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';

/** The EIOPA reference at the perimeter's valuation date, beside the user's values. */
export function EiopaReferencePanel({
  valuationDate,
  query,
}: {
  valuationDate: string | null;
  query: UseQueryResult<ScrReference | null>;
}) {
  if (!valuationDate) {
    return (
      <Alert severity="info">
        Choisissez une date de valorisation pour voir la référence EIOPA.
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <ResourceError
        message={messages.parameters.eiopa.load}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return null;
  const date = formatDay(valuationDate);
  if (!query.data) {
    return <Alert severity="info">{`Aucune référence EIOPA publiée au ${date}.`}</Alert>;
  }
  const { type1Stress, type2Stress, symmetricAdjustment, yieldCurve } = query.data;
  return (
    <Alert severity="info" aria-label="Référence EIOPA">
      {`Référence EIOPA au ${date} : type 1 ${formatShare(type1Stress)}, type 2 ${formatShare(
        type2Stress,
      )} (ajustement symétrique ${formatShare(symmetricAdjustment)}), courbe ${yieldCurve}.`}
    </Alert>
  );
}
