import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import {
  AUDIT_KINDS,
  auditClientLabel,
  auditGroupLabel,
  auditKindOf,
  auditSummary,
  type AuditEntry,
} from '@prisme/domain';
import { formatDateTime } from '../../../lib/format';

export const AUDIT_PAGE_SIZES = [25, 50, 100, 200];

const countFormat = new Intl.NumberFormat('fr-FR');

/**
 * One page of the journal, newest first, read from the server a page at a time (the
 * journal can hold far more rows than a page); « Détails » opens a row's old and new values.
 */
export function AuditTable({
  entries,
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  onOpen,
}: {
  entries: readonly AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onOpen: (entry: AuditEntry) => void;
}) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Journal des modifications">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Nature</TableCell>
              <TableCell>Élément</TableCell>
              <TableCell>Modification</TableCell>
              <TableCell>Auteur</TableCell>
              <TableCell align="right">Détails</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const kind = auditKindOf(entry.group);
              return (
                <TableRow key={entry.key} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.changedAt)}
                  </TableCell>
                  <TableCell>{auditClientLabel(entry.roleCode)}</TableCell>
                  <TableCell>{kind ? AUDIT_KINDS[kind].label : '—'}</TableCell>
                  <TableCell>{auditGroupLabel(entry.group)}</TableCell>
                  <TableCell>{auditSummary(entry)}</TableCell>
                  <TableCell title={entry.accountId}>{entry.displayName}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => onOpen(entry)}
                      aria-label={`Détails de la modification n° ${entry.id}`}
                    >
                      Détails
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={AUDIT_PAGE_SIZES}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        labelRowsPerPage="Lignes par page"
        labelDisplayedRows={({ from, to, count }) =>
          `${countFormat.format(from)}–${countFormat.format(to)} sur ${countFormat.format(count)}`.replace(
            /\u202f/g,
            ' ',
          )
        }
        getItemAriaLabel={(type) =>
          type === 'next'
            ? 'Page suivante'
            : type === 'previous'
              ? 'Page précédente'
              : type === 'first'
                ? 'Première page'
                : 'Dernière page'
        }
      />
    </Paper>
  );
}
