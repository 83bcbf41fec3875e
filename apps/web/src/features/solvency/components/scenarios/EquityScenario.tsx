import type { ScrResultPayload } from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { formatAmount, formatShare } from '../../../../lib/format';
import { KeyFigures } from './KeyFigures';

type Equity = ScrResultPayload['scenarios']['equity'];

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The equity shocks: type 1 and 2, the symmetric adjustment, and each class's loss. */
export function EquityScenario({ scenario }: { scenario: Equity }) {
  return (
    <>
      <KeyFigures
        items={[
          ['Actions de type 1', formatAmount(scenario.type1)],
          ['Actions de type 2', formatAmount(scenario.type2)],
          ['Ajustement symétrique', formatShare(scenario.symmetricAdjustment)],
          ['Corrélation type 1 / type 2', decimal.format(scenario.correlation)],
        ]}
      />
      <FigureTable
        label="SCR actions par classe"
        rows={scenario.byClass}
        rowKey={(row) => row.key}
        columns={[
          { header: 'Classe', cell: (row) => row.label },
          { header: 'Article', cell: (row) => row.article },
          { header: 'Choc', numeric: true, cell: (row) => formatShare(row.shock) },
          { header: 'Perte', numeric: true, cell: (row) => formatAmount(row.loss) },
        ]}
      />
    </>
  );
}
