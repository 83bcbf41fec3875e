import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { qrtFilingLabel, type QrtChecks } from '@prisme/domain';
import { ResourceError } from '../../../components/ResourceError';
import type { QrtReportInput } from '../api/download-qrt-report';
import { useQrtChecks } from '../api/get-qrt-checks';

export const CHECK_QRT_LABEL = 'Contrôler les états QRT';
export const CHECKS_ERROR = 'Les contrôles des états QRT n’ont pas pu être calculés.';
/** The findings the panel lists; the workbook's « Contrôles » sheet holds them all. */
const SHOWN = 50;
const SEVERITY: Record<'blocking' | 'warning', string> = {
  blocking: 'Bloquant',
  warning: 'Avertissement',
};
const count = (n: number, word: string) =>
  `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

/**
 * The QRT's checks before any download (issue 36 §6): « Contrôler les états QRT » asks the
 * server for the submission checks and EIOPA business rules of the perimeter with the QRT
 * options; the answer says « Déposable » or « Non déposable », counts the blocking findings
 * and the warnings, and lists the first ones (rule, table, row, column, message).
 */
export function QrtChecksPanel({
  input,
  unavailable,
}: {
  /** The perimeter and options to check; null while they cannot be sent. */
  input: QrtReportInput | null;
  /** Why the checks cannot be asked (the QRT downloads' reason, said on their rows), or null. */
  unavailable: string | null;
}) {
  const [asked, setAsked] = useState<QrtReportInput | null>(null);
  // Options changed since the last check: the answer is for other options, ask again.
  const current = asked && input && sameInput(asked, input) ? asked : null;
  const checks = useQrtChecks(current);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={unavailable !== null || input === null || checks.isFetching}
          onClick={() => input && setAsked(input)}
        >
          {CHECK_QRT_LABEL}
        </Button>
      </Stack>
      {current && checks.isFetching && <LinearProgress aria-label="Contrôles en cours" />}
      {current && checks.isError && (
        <ResourceError message={CHECKS_ERROR} onRetry={() => void checks.refetch()} />
      )}
      {current && checks.data && <ChecksResult checks={checks.data} />}
    </Stack>
  );
}

const sameInput = (a: QrtReportInput, b: QrtReportInput) =>
  a.perimeterId === b.perimeterId &&
  a.options.module === b.options.module &&
  a.options.bceColumns === b.options.bceColumns &&
  a.options.beginDateQrts0901 === b.options.beginDateQrts0901;

function ChecksResult({ checks }: { checks: QrtChecks }) {
  const total = checks.blocking + checks.warnings;
  const summary =
    total === 0
      ? 'aucune anomalie.'
      : `${count(checks.blocking, 'contrôle bloquant')}, ${count(checks.warnings, 'avertissement')}.`;
  return (
    <Stack spacing={1}>
      <Alert severity={checks.blocking > 0 ? 'error' : checks.warnings > 0 ? 'warning' : 'success'}>
        {qrtFilingLabel(checks)} : {summary}
        {checks.blocking > 0 && ' Le fichier se télécharge, mais le superviseur le rejetterait.'}
      </Alert>
      {total > 0 && (
        <Table size="small" aria-label="Anomalies des états QRT">
          <TableHead>
            <TableRow>
              <TableCell>Gravité</TableCell>
              <TableCell>Règle</TableCell>
              <TableCell>Tableau</TableCell>
              <TableCell>Ligne</TableCell>
              <TableCell>Colonne</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checks.findings.slice(0, SHOWN).map((finding, i) => (
              <TableRow key={i}>
                <TableCell>{SEVERITY[finding.severity]}</TableCell>
                <TableCell>{finding.rule ?? finding.check}</TableCell>
                <TableCell>{finding.table}</TableCell>
                <TableCell>{finding.row ?? '—'}</TableCell>
                <TableCell>{finding.column ?? '—'}</TableCell>
                <TableCell>{finding.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > SHOWN && (
        <Typography variant="body2" color="text.secondary">
          {`Les ${SHOWN} premières anomalies sur ${total.toLocaleString('fr-FR')} : toutes sont dans la feuille « Contrôles » du classeur QRT.`}
        </Typography>
      )}
    </Stack>
  );
}
