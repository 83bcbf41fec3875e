import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportError } from '@prisme/domain';
import { formatCount } from '../../../lib/format';
import { plural } from '../lib/upload-form';

/**
 * The errors of a refused file: the server sends the first ones (at most 1,000) and
 * the total, so the caption says when the list is not the whole story.
 */
export function ImportErrorsTable({ errors, total }: { errors: ImportError[]; total: number }) {
  const caption =
    errors.length < total
      ? `${formatCount(errors.length)} premières erreurs affichées sur ${formatCount(total)}.`
      : `${formatCount(total)} ${plural(total, 'erreur')}.`;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Erreurs du fichier rejeté">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }} align="right">
                Ligne
              </TableCell>
              <TableCell sx={{ width: 200 }}>Colonne</TableCell>
              <TableCell>Motif</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={`${error.line}-${error.column}-${index}`}>
                <TableCell align="right">{formatCount(error.line)}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
