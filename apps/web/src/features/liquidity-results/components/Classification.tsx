import type { LiquidityResult } from '@prisme/domain';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { formatCount, formatEuros } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { statusFilter, statusLabel } from '../lib/liquidity-figures';

/** Where each security stands: assessed, or why not (derivatives and shorts apart). */
export function Classification({
  result,
  onDrill,
}: {
  result: LiquidityResult;
  onDrill: (filter: FilterModel) => void;
}) {
  return (
    <FigureTable
      label="Statut des titres dans l’analyse de liquidité"
      rows={result.statuses}
      rowKey={(s) => s.status}
      columns={[
        { header: 'Statut', cell: (s) => statusLabel(s.status) },
        { header: 'Titres', numeric: true, cell: (s) => formatCount(s.securities) },
        { header: 'Lignes', numeric: true, cell: (s) => formatCount(s.lines) },
        { header: 'Valeur', numeric: true, cell: (s) => formatEuros(s.value) },
        {
          header: 'Détail',
          numeric: true,
          cell: (s) => (
            <DrillButton
              filter={statusFilter(s.status)}
              onDrill={onDrill}
              what={statusLabel(s.status)}
            />
          ),
        },
      ]}
    />
  );
}
