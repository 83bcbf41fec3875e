import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { RULE_SETS } from '@prisme/domain';
import { FigureTable, type FigureColumn } from '../../../components/FigureTable';
import { UnverifiedPanel } from '../../../components/rule-sets/UnverifiedPanel';
import {
  comparedFigures,
  SHOCK_MATURITIES,
  shockColumns,
  sourceText,
  type ComparedFigure,
} from '../lib/rule-set-tables';

export const COMPARISON_TITLE = 'Comparer les jeux de règles SII-2016 et SII-2027';

/** A figure and, under it, where it comes from. */
function FigureCell({ cell }: { cell: ComparedFigure['cells'][number] }) {
  return (
    <>
      {cell.value}
      {cell.source && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          title={cell.source.source}
          sx={{ display: 'block' }}
        >
          {sourceText(cell.source)}
        </Typography>
      )}
    </>
  );
}

/**
 * For an administrator (issue 37 §5): the two rule sets' tables side by side, read-only —
 * the interest-rate shocks by maturity, the down floor, the correlations A and B, the
 * symmetric-adjustment corridor, spread CQS 4 beyond 20 years, the extrapolation settings —
 * each figure with its article and certainty mark, then what SII-2027 takes on trust.
 */
export function RuleSetComparison() {
  const sets = RULE_SETS;
  const figures = useMemo(() => comparedFigures(sets.map((set) => set.tables)), [sets]);
  const shocks = useMemo(() => sets.flatMap((set) => shockColumns(set.tables)), [sets]);
  const figureColumns: FigureColumn<ComparedFigure>[] = [
    { header: 'Paramètre', cell: (row) => row.label },
    ...sets.map((set, index) => ({
      header: set.id,
      cell: (row: ComparedFigure) => <FigureCell cell={row.cells[index]!} />,
    })),
  ];
  const shockSources = sets
    .map((set) => {
      const key =
        set.tables.interestRateMethod === 'SII-2027' ? 'interestRate2027.sUp' : 'interestRate2016';
      return `${set.id} : ${sourceText(set.tables.sources[key])}`;
    })
    .join(' ; ');
  const unverified = sets.flatMap((set) => set.tables.unverified);
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h2" variant="h6">
          {COMPARISON_TITLE}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`Lecture seule : les chiffres de chaque jeu de règles, avec leur article et leur degré de certitude ([L] texte légal, [S] source secondaire, [U] non vérifié). ${sets
              .map((set) => `${set.id} : ${set.label}, ${set.tables.legalBasis}`)
              .join(' ; ')}.`}
          </Typography>
          <FigureTable
            label="Paramètres des jeux de règles"
            rows={figures}
            rowKey={(row) => row.key}
            columns={figureColumns}
            maxHeight={640}
          />
          <Typography component="h3" variant="subtitle1">
            Chocs de taux par maturité
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Chocs relatifs s et absolus b, et plancher du taux choqué à la baisse. Sources — ${shockSources}.`}
          </Typography>
          <FigureTable
            label="Chocs de taux par maturité selon les deux jeux de règles"
            rows={SHOCK_MATURITIES}
            rowKey={(maturity) => String(maturity)}
            maxHeight={480}
            columns={[
              { header: 'Maturité (ans)', cell: (maturity: number) => maturity },
              ...shocks.map((column) => ({
                header: column.header,
                numeric: true,
                cell: (maturity: number) => column.value(maturity),
              })),
            ]}
          />
          <UnverifiedPanel points={unverified} id="non-verifie-parametres" forResult={false} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
