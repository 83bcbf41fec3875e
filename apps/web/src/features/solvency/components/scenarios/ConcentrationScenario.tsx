import type { ScrResultPayload } from '@prisme/domain';
import Typography from '@mui/material/Typography';
import { FigureTable } from '../../../../components/FigureTable';
import { formatAmount, formatShare } from '../../../../lib/format';
import { CONCENTRATION_KINDS, labelOf } from '../../lib/scr-figures';
import { KeyFigures } from './KeyFigures';

type Concentration = ScrResultPayload['scenarios']['concentration'];

/** The names whose exposure exceeds their threshold, and the charge of each. */
export function ConcentrationScenario({ scenario }: { scenario: Concentration }) {
  return (
    <>
      <KeyFigures items={[['Assiette (actifs)', formatAmount(scenario.assets)]]} />
      {scenario.names.length === 0 ? (
        <Typography color="text.secondary">Aucun dépassement de seuil de concentration.</Typography>
      ) : (
        <FigureTable
          label="SCR concentration par nom"
          rows={scenario.names}
          rowKey={(row) => `${row.kind}:${row.name}`}
          columns={[
            { header: 'Nom', cell: (row) => row.name },
            { header: 'Type', cell: (row) => labelOf(CONCENTRATION_KINDS, row.kind) },
            { header: 'Exposition', numeric: true, cell: (row) => formatAmount(row.exposure) },
            { header: 'Échelon (CQS)', numeric: true, cell: (row) => String(row.cqs) },
            { header: 'Seuil', numeric: true, cell: (row) => formatShare(row.threshold) },
            { header: 'Excès', numeric: true, cell: (row) => formatAmount(row.excess) },
            { header: 'Facteur', numeric: true, cell: (row) => formatShare(row.factor) },
            { header: 'Charge', numeric: true, cell: (row) => formatAmount(row.charge) },
          ]}
        />
      )}
    </>
  );
}
