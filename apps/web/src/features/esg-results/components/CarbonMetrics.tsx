import { ESG_CARBON_METRICS, ESG_SOVEREIGN_METRICS, type EsgResult } from '@prisme/domain';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros } from '../../../lib/format';
import { formatCoveredShare, formatMetric } from '../lib/esg-figures';

type Metric = (typeof ESG_CARBON_METRICS | typeof ESG_SOVEREIGN_METRICS)[number];

/**
 * The carbon metrics of §1.6, each with its own coverage and its rule; the sovereigns'
 * (PAI 15, PCAF sovereign) where the result has them. A metric no line covers reads
 * « non couvert ».
 */
export function CarbonMetrics({ carbon }: { carbon: EsgResult['carbon'] }) {
  const rows: Metric[] = [
    ...ESG_CARBON_METRICS,
    ...ESG_SOVEREIGN_METRICS.filter((metric) => carbon[metric.key]),
  ];
  const of = (metric: Metric) => carbon[metric.key];
  return (
    <FigureTable
      label="Indicateurs carbone"
      rows={rows}
      rowKey={(metric) => metric.key}
      columns={[
        { header: 'Indicateur', cell: (metric) => metric.label },
        { header: 'Valeur', numeric: true, cell: (metric) => formatMetric(of(metric)?.value) },
        { header: 'Unité', cell: (metric) => metric.unit },
        {
          header: 'Couverture',
          numeric: true,
          cell: (metric) => formatCoveredShare(of(metric)?.coverage),
        },
        {
          header: 'Valeur couverte',
          numeric: true,
          cell: (metric) => formatEuros(of(metric)?.coveredValue ?? 0),
        },
        { header: 'Méthode', cell: (metric) => metric.rule },
      ]}
    />
  );
}
