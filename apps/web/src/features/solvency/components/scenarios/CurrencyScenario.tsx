import type { ScrResultPayload } from '@prisme/domain';
import Typography from '@mui/material/Typography';
import { FigureTable } from '../../../../components/FigureTable';
import { formatAmount, formatShare } from '../../../../lib/format';
import { BINDING_LABELS, CURRENCY_SOURCES, labelOf } from '../../lib/scr-figures';

type Currency = ScrResultPayload['scenarios']['currency'];

/** Each foreign currency: its net exposure, its stress and where it comes from, both losses. */
export function CurrencyScenario({ scenario }: { scenario: Currency }) {
  if (scenario.length === 0) {
    return <Typography color="text.secondary">Aucune exposition en devise étrangère.</Typography>;
  }
  return (
    <FigureTable
      label="SCR change par devise"
      rows={scenario}
      rowKey={(row) => row.currency}
      columns={[
        { header: 'Devise', cell: (row) => row.currency },
        { header: 'Exposition', numeric: true, cell: (row) => formatAmount(row.exposure) },
        { header: 'Choc', numeric: true, cell: (row) => formatShare(row.stress) },
        { header: 'Source du choc', cell: (row) => labelOf(CURRENCY_SOURCES, row.source) },
        { header: 'Hausse', numeric: true, cell: (row) => formatAmount(row.up) },
        { header: 'Baisse', numeric: true, cell: (row) => formatAmount(row.down) },
        {
          header: 'SCR',
          numeric: true,
          cell: (row) => `${formatAmount(row.scr)} (${BINDING_LABELS[row.binding]})`,
        },
      ]}
    />
  );
}
