import { ESG_CARBON_METRICS, type EsgResult } from '@prisme/domain';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros, formatShare } from '../../../lib/format';
import { formatMetric } from '../lib/esg-figures';

/** The carbon metrics of §1.6, each with its own coverage and its rule. */
export function CarbonMetrics({ carbon }: { carbon: EsgResult['carbon'] }) {
  return (
    <FigureTable
      label="Indicateurs carbone"
      rows={ESG_CARBON_METRICS}
      rowKey={(metric) => metric.key}
      columns={[
        { header: 'Indicateur', cell: (metric) => metric.label },
        {
          header: 'Valeur',
          numeric: true,
          cell: (metric) => formatMetric(carbon[metric.key].value),
        },
        { header: 'Unité', cell: (metric) => metric.unit },
        {
          header: 'Couverture',
          numeric: true,
          cell: (metric) => formatShare(carbon[metric.key].coverage) || '—',
        },
        {
          header: 'Valeur couverte',
          numeric: true,
          cell: (metric) => formatEuros(carbon[metric.key].coveredValue),
        },
        { header: 'Méthode', cell: (metric) => metric.rule },
      ]}
    />
  );
}
