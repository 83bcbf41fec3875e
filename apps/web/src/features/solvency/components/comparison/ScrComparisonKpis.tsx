import Box from '@mui/material/Box';
import { ASSETS_SCR_LABEL, type ScrResultPayload } from '@prisme/domain';
import { signed, type Better, type Compared } from '../../../../components/comparison/compare';
import { Difference } from '../../../../components/comparison/Difference';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../../components/KpiCard';
import { formatEuros, formatShare } from '../../../../lib/format';
import { headlineComparison } from '../../lib/scr-comparison';

const signedEuros = signed((value) => formatEuros(value));
const signedShare = signed((value) => formatShare(value));

/** Réel, simulé and écart of one figure: three cards, the écart's share coloured. */
function ComparedCards({
  labels: [real, simulated, gap],
  figures,
  better,
}: {
  labels: [string, string, string];
  figures: Compared;
  better: Better;
}) {
  return (
    <>
      <Kpi label={real} value={formatEuros(figures.base)} />
      <Kpi label={simulated} value={formatEuros(figures.simulated)} />
      <Kpi
        label={gap}
        value={signedEuros(figures.difference)}
        detail={
          <>
            soit <Difference value={figures.relative} better={better} format={signedShare} />
          </>
        }
      />
    </>
  );
}

/**
 * The SCR marché and the market value of the base and of the simulation, and their
 * counterparty charge and « SCR des actifs » when both have them (issue 42).
 */
export function ScrComparisonKpis({
  base,
  simulated,
}: {
  base: ScrResultPayload;
  simulated: ScrResultPayload;
}) {
  const { scr, marketValue, counterparty, assets } = headlineComparison(base, simulated);
  return (
    <Box sx={KPI_GRID_SX}>
      <ComparedCards
        labels={['SCR marché réel', 'SCR marché simulé', 'Écart de SCR marché']}
        figures={scr}
        better="lower"
      />
      <ComparedCards
        labels={[
          'Valeur de marché réelle',
          'Valeur de marché simulée',
          'Écart de valeur de marché',
        ]}
        figures={marketValue}
        better="none"
      />
      {counterparty && (
        <ComparedCards
          labels={[
            'SCR contrepartie (type 1) réel',
            'SCR contrepartie (type 1) simulé',
            'Écart de SCR contrepartie',
          ]}
          figures={counterparty}
          better="lower"
        />
      )}
      {assets && (
        <ComparedCards
          labels={[
            `${ASSETS_SCR_LABEL} réel`,
            `${ASSETS_SCR_LABEL} simulé`,
            'Écart de SCR des actifs',
          ]}
          figures={assets}
          better="lower"
        />
      )}
    </Box>
  );
}
