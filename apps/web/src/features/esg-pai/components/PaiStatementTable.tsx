import { Fragment } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import {
  PAI_FIGURES,
  PAI_SECTIONS,
  type PaiFigureDefinition,
  type PaiStatement,
  type PaiText,
} from '@prisme/domain';
import { formatShare } from '../../../lib/format';
import { formatPaiValue } from '../lib/pai-figures';

/** An « Explication » or « Mesures prises » cell: the text as typed, its line breaks kept. */
const TextCell = ({ text }: { text: string | undefined }) => (
  <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'pre-wrap', minWidth: 160, maxWidth: 240 }}>
    {text}
  </TableCell>
);

/**
 * The statement in Annex I's order and French wording: each row its impact of year N,
 * of year N−1 (the archive of that date), coverage and estimated share, the two texts
 * (« Modifier » edits them), and « Voir les titres » for its drill-down.
 */
export function PaiStatementTable({
  statement,
  onEdit,
  onDrill,
}: {
  statement: PaiStatement;
  onEdit: (figure: PaiFigureDefinition) => void;
  onDrill: (figure: PaiFigureDefinition) => void;
}) {
  const { result, previous } = statement;
  const texts = new Map<string, PaiText>(statement.texts.map((t) => [t.figureKey, t]));
  const byKey = new Map(result.figures.map((f) => [f.key, f]));
  const year = result.valuationDate.slice(0, 4);
  const previousYear = previous?.valuationDate.slice(0, 4) ?? String(Number(year) - 1);
  let section: string | undefined;
  let indicator: string | undefined;
  return (
    // Nine columns are wider than the page beside the menu: the table scrolls in its own
    // box, no taller than the window so that its horizontal scrollbar is in sight, its
    // header kept on top (issue 40: the page itself never scrolls sideways).
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '75vh' }}>
      <Table
        size="small"
        stickyHeader
        aria-label="Déclaration des principales incidences négatives"
      >
        <TableHead>
          <TableRow>
            <TableCell>Indicateur d’incidence négative</TableCell>
            <TableCell>Élément de mesure</TableCell>
            <TableCell align="right">Incidences {year}</TableCell>
            <TableCell align="right">Incidences {previousYear}</TableCell>
            <TableCell align="right">Couverture</TableCell>
            <TableCell align="right">Part estimée</TableCell>
            <TableCell>Explication</TableCell>
            <TableCell>Mesures prises</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {PAI_FIGURES.map((figure) => {
            const f = byKey.get(figure.key);
            const newSection = figure.section !== section;
            section = figure.section;
            const first = figure.indicator !== indicator;
            indicator = figure.indicator;
            const text = texts.get(figure.key);
            return (
              <Fragment key={figure.key}>
                {newSection && (
                  <TableRow>
                    <TableCell colSpan={9} sx={{ fontWeight: 'bold', bgcolor: 'action.hover' }}>
                      {PAI_SECTIONS[figure.section]}
                    </TableCell>
                  </TableRow>
                )}
                <TableRow data-figure={figure.key}>
                  <TableCell sx={{ verticalAlign: 'top', minWidth: 200, maxWidth: 260 }}>
                    {first ? `${figure.indicator}. ${figure.indicatorLabel}` : ''}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', minWidth: 280, maxWidth: 360 }}>
                    {figure.metricLabel} ({figure.unit})
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {formatPaiValue(figure, f?.value) || '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {formatPaiValue(figure, previous?.values[figure.key]) || '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {formatShare(f?.coverage)}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {formatShare(f?.estimatedShare)}
                  </TableCell>
                  <TextCell text={text?.explanation} />
                  <TextCell text={text?.actions} />
                  <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => onEdit(figure)}
                      aria-label={`Modifier les textes de l’indicateur ${figure.key}`}
                    >
                      Modifier
                    </Button>
                    <Button
                      size="small"
                      onClick={() => onDrill(figure)}
                      aria-label={`Voir les titres de l’indicateur ${figure.key}`}
                    >
                      Voir les titres
                    </Button>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
