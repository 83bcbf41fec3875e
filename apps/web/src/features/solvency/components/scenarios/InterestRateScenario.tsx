import type { ScrResultPayload } from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { formatAmount } from '../../../../lib/format';
import { BINDING_LABELS } from '../../lib/scr-figures';
import { KeyFigures } from './KeyFigures';

type InterestRate = ScrResultPayload['scenarios']['interestRate'];

const METHODS: Record<string, string> = {
  'SII-2016': 'Chocs du règlement délégué 2015/35',
  'EIOPA-2019': 'Chocs révisés (avis EIOPA 2019)',
};

/** The rise and fall of the rates: both losses, the one retained, and each currency's. */
export function InterestRateScenario({ scenario }: { scenario: InterestRate }) {
  const binding = BINDING_LABELS[scenario.binding];
  return (
    <>
      <KeyFigures
        items={[
          ['Hausse des taux', formatAmount(scenario.up)],
          ['Baisse des taux', formatAmount(scenario.down)],
          ['Scénario retenu', scenario.tie ? `${binding} (égalité)` : binding],
          ['Méthode', METHODS[scenario.method] ?? scenario.method],
        ]}
      />
      <FigureTable
        label="SCR taux par devise"
        rows={scenario.byCurrency}
        rowKey={(row) => row.currency}
        columns={[
          { header: 'Devise', cell: (row) => row.currency },
          { header: 'Hausse', numeric: true, cell: (row) => formatAmount(row.up) },
          { header: 'Baisse', numeric: true, cell: (row) => formatAmount(row.down) },
        ]}
      />
    </>
  );
}
