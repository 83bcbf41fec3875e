import { ESG_METHOD_LABELS, type EsgResult } from '@prisme/domain';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatShare } from '../../../lib/format';
import { formatTemperature } from '../lib/esg-figures';

/**
 * The portfolio's implied temperature in one time frame and scope, by aggregation method
 * (esg-and-liquidity §2.1.3), with the share the default score weighs in each.
 */
export function TemperatureTable({
  temperature,
  frame,
  scope,
}: {
  temperature: EsgResult['temperature'];
  frame: string;
  scope: string;
}) {
  const cells = temperature[frame]?.[scope] ?? {};
  const rows = Object.keys(ESG_METHOD_LABELS).filter((method) => cells[method]);
  return (
    <FigureTable
      label="Température implicite par méthode d’agrégation"
      rows={rows}
      rowKey={(method) => method}
      columns={[
        { header: 'Méthode', cell: (method) => ESG_METHOD_LABELS[method] },
        {
          header: 'Température',
          numeric: true,
          cell: (method) => formatTemperature(cells[method]!.score),
        },
        {
          header: 'Part du score par défaut',
          numeric: true,
          cell: (method) => formatShare(cells[method]!.defaultInfluence) || '—',
        },
        {
          header: 'Sociétés exclues (données manquantes)',
          numeric: true,
          cell: (method) => formatCount(cells[method]!.excludedCompanies),
        },
      ]}
    />
  );
}
