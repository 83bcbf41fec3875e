import type { EsgResult } from '@prisme/domain';
import { BaseResult } from '../../../components/comparison/BaseResult';
import { formatPoints, signed } from '../../../components/comparison/compare';
import {
  ComparisonBlock,
  ComparisonSection,
} from '../../../components/comparison/ComparisonSection';
import { Difference } from '../../../components/comparison/Difference';
import { useSimulationComparison } from '../../../components/comparison/use-simulation-comparison';
import { FigureTable } from '../../../components/FigureTable';
import { formatShare } from '../../../lib/format';
import { useEsgResult } from '../api/get-esg-result';
import {
  esgComparisonRows,
  temperatureComparisonRows,
  type EsgComparedRow,
  type EsgFigureUnit,
} from '../lib/esg-comparison';
import { formatMetric, formatScore, formatTemperature } from '../lib/esg-figures';

export const BASE_ESG_LOAD_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement du résultat ESG réel. Veuillez réessayer.';

type Format = (value: number | null) => string;

/** Each unit's value, and its difference with a sign (shares in percentage points). */
const FORMATS: Record<EsgFigureUnit, { value: Format; difference: Format }> = {
  score: { value: formatScore, difference: signed(formatScore) },
  share: { value: (value) => formatShare(value) || '—', difference: formatPoints },
  metric: { value: formatMetric, difference: signed(formatMetric) },
  temperature: { value: formatTemperature, difference: signed(formatTemperature) },
};

function ComparedTable({ label, rows }: { label: string; rows: EsgComparedRow[] }) {
  return (
    <FigureTable
      label={label}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          header: 'Indicateur',
          cell: (row) => (row.detail ? `${row.label} (${row.detail})` : row.label),
        },
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

const VIEWS = {
  headline: {
    title: 'Indicateurs principaux',
    label: 'Indicateurs ESG : réel, simulé et écart',
    rows: esgComparisonRows,
  },
  temperature: {
    title: 'Température du portefeuille (méthode WATS)',
    label: 'Température implicite : réel, simulé et écart',
    rows: temperatureComparisonRows,
  },
} as const;
type View = keyof typeof VIEWS;

function Compared({
  basePerimeterId,
  simulated,
  views,
}: {
  basePerimeterId: string;
  simulated: EsgResult;
  views: readonly View[];
}) {
  const query = useEsgResult(basePerimeterId);
  return (
    <ComparisonSection id={`esg-comparaison-${views.join('-')}`}>
      <BaseResult
        query={query}
        loadingLabel="Chargement du résultat ESG réel"
        errorMessage={BASE_ESG_LOAD_ERROR_MESSAGE}
      >
        {(base) =>
          views.map((view) => {
            const { title, label, rows } = VIEWS[view];
            return (
              <ComparisonBlock
                key={view}
                id={`esg-comparaison-${view}-table`}
                title={title}
                subtitle={
                  view === 'headline' &&
                  `Lettre ESG : ${base.portfolio.letter ?? '—'} (réel), ${simulated.portfolio.letter ?? '—'} (simulé)`
                }
              >
                <ComparedTable label={label} rows={rows(base, simulated)} />
              </ComparisonBlock>
            );
          })
        }
      </BaseResult>
    </ComparisonSection>
  );
}

/**
 * Issue 17 §4: in simulation mode, the real portfolio's ESG indicators beside the
 * simulation's (the headline figures and the temperatures); nothing otherwise.
 */
export function EsgComparison({
  simulated,
  views,
}: {
  simulated: EsgResult;
  views: readonly View[];
}) {
  const comparison = useSimulationComparison('esg');
  // Only beside the result it compares: the simulation's, which the page shows.
  if (comparison?.perimeterId !== simulated.perimeterID) return null;
  return (
    <Compared basePerimeterId={comparison.basePerimeterId} simulated={simulated} views={views} />
  );
}
