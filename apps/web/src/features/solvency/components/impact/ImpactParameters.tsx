import type { ImpactResult } from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { formatAmount, formatShare } from '../../../../lib/format';
import { FROM, TO } from '../../lib/impact';
import { BINDING_LABELS } from '../../lib/scr-figures';
import { formatDecimal } from './figures';

interface ParameterRow {
  key: string;
  label: string;
  from: string;
  to: string;
}

/**
 * What changes in the aggregation (Art. 164: A against equity and property, B against
 * spread, 0 when the up scenario binds), the interest-rate scenario each set retains, and
 * the symmetric adjustment (Art. 172(4): corridor ±10 % → ±13 %).
 */
export function ImpactParameters({ impact }: { impact: ImpactResult }) {
  const { correlation, interestRate, symmetricAdjustment } = impact;
  const rows: ParameterRow[] = [
    {
      key: 'a',
      label: 'Paramètre A (taux avec actions et immobilier)',
      from: formatDecimal(correlation.from.a),
      to: formatDecimal(correlation.to.a),
    },
    {
      key: 'b',
      label: 'Paramètre B (taux avec spread)',
      from: formatDecimal(correlation.from.b),
      to: formatDecimal(correlation.to.b),
    },
    {
      key: 'binding',
      label: 'Scénario de taux retenu',
      from: BINDING_LABELS[interestRate.from.binding],
      to: BINDING_LABELS[interestRate.to.binding],
    },
    {
      key: 'up',
      label: 'Perte en hausse des taux',
      from: formatAmount(interestRate.from.up),
      to: formatAmount(interestRate.to.up),
    },
    {
      key: 'down',
      label: 'Perte en baisse des taux',
      from: formatAmount(interestRate.from.down),
      to: formatAmount(interestRate.to.down),
    },
    {
      key: 'sa',
      label: 'Ajustement symétrique (actions)',
      from: formatShare(symmetricAdjustment.from),
      to: formatShare(symmetricAdjustment.to),
    },
  ];
  return (
    <FigureTable
      label="Corrélations et scénario de taux selon les deux jeux de règles"
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { header: 'Paramètre', cell: (row) => row.label },
        { header: FROM, numeric: true, cell: (row) => row.from },
        { header: TO, numeric: true, cell: (row) => row.to },
      ]}
    />
  );
}
