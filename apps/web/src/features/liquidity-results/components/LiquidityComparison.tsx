import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { BaseResult } from '../../../components/comparison/BaseResult';
import { compare, formatPoints, signed } from '../../../components/comparison/compare';
import {
  ComparisonBlock,
  ComparisonSection,
} from '../../../components/comparison/ComparisonSection';
import { Difference } from '../../../components/comparison/Difference';
import { useSimulationComparison } from '../../../components/comparison/use-simulation-comparison';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros, formatShare } from '../../../lib/format';
import { useLiquidityResult } from '../api/get-liquidity-result';
import {
  liquidityComparison,
  type LiquidityComparedRow,
  type ScenarioComparison,
} from '../lib/liquidity-comparison';

export const BASE_LIQUIDITY_LOAD_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement du résultat de liquidité réel. Veuillez réessayer.';

type Format = (value: number | null) => string;
const orDash =
  (format: Format): Format =>
  (value) =>
    format(value) || '—';
const signedEuros = signed((value) => formatEuros(value));

/** Shares of the long value, their differences in percentage points. */
const FORMATS: Record<LiquidityComparedRow['unit'], { value: Format; difference: Format }> = {
  share: { value: orDash(formatShare), difference: formatPoints },
  euros: { value: orDash(formatEuros), difference: signedEuros },
};

function ScenarioTable({ scenario }: { scenario: ScenarioComparison }) {
  return (
    <FigureTable
      label={`Scénario « ${scenario.name} » : réel, simulé et écart`}
      rows={scenario.rows}
      rowKey={(row) => row.key}
      columns={[
        { header: 'Indicateur', cell: (row) => row.label },
        { header: 'Réel', numeric: true, cell: (row) => FORMATS[row.unit].value(row.base) },
        { header: 'Simulé', numeric: true, cell: (row) => FORMATS[row.unit].value(row.simulated) },
        {
          header: 'Écart',
          numeric: true,
          cell: (row) => (
            <Difference
              value={row.difference}
              better={row.better}
              format={FORMATS[row.unit].difference}
            />
          ),
        },
      ]}
    />
  );
}

function Compared({ base, simulated }: { base: LiquidityResult; simulated: LiquidityResult }) {
  const longValue = compare(base.longValue, simulated.longValue);
  return (
    <>
      <Typography variant="body2">
        Valeur longue analysée : {formatEuros(longValue.base)} (réel),{' '}
        {formatEuros(longValue.simulated)} (simulé), écart {signedEuros(longValue.difference)}. Les
        parts sont celles de la valeur longue de chaque portefeuille.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {liquidityComparison(base, simulated).map((scenario) => (
          <ComparisonBlock
            key={scenario.code}
            id={`liquidite-comparaison-${scenario.code}`}
            title={scenario.name}
          >
            <ScenarioTable scenario={scenario} />
          </ComparisonBlock>
        ))}
      </Box>
    </>
  );
}

function WithBase({
  basePerimeterId,
  simulated,
}: {
  basePerimeterId: string;
  simulated: LiquidityResult;
}) {
  const query = useLiquidityResult(basePerimeterId);
  return (
    <ComparisonSection id="liquidite-comparaison">
      <BaseResult
        query={query}
        loadingLabel="Chargement du résultat de liquidité réel"
        errorMessage={BASE_LIQUIDITY_LOAD_ERROR_MESSAGE}
      >
        {(base) => <Compared base={base} simulated={simulated} />}
      </BaseResult>
    </ComparisonSection>
  );
}

/**
 * Issue 17 §4: in simulation mode, the real portfolio's liquidity profile beside the
 * simulation's, scenario by scenario; nothing otherwise.
 */
export function LiquidityComparison({ simulated }: { simulated: LiquidityResult }) {
  const comparison = useSimulationComparison('risk');
  // Only beside the result it compares: the simulation's, which the page shows.
  if (comparison?.perimeterId !== simulated.perimeterID) return null;
  return <WithBase basePerimeterId={comparison.basePerimeterId} simulated={simulated} />;
}
