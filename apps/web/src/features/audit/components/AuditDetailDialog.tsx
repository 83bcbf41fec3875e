import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import {
  AUDIT_KINDS,
  auditClientLabel,
  auditGroupLabel,
  auditKindOf,
  auditSummary,
  type AuditEntry,
} from '@prisme/domain';
import { formatDateTime } from '../../../lib/format';
import { formatDiffValue, jsonDiff, type DiffChange } from '../lib/json-diff';

const CHANGE_LABELS: Record<DiffChange, string> = {
  added: 'Ajouté',
  removed: 'Retiré',
  changed: 'Modifié',
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box
        component="pre"
        aria-label={title}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 360,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** A row of the journal: who, when, which client, and what changed, old beside new. */
export function AuditDetailDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const theme = useTheme();
  const [raw, setRaw] = useState(false);
  const lines = useMemo(() => jsonDiff(entry.oldValues, entry.newValues), [entry]);
  const kind = auditKindOf(entry.group);
  const tint: Record<DiffChange, string> = {
    added: alpha(theme.palette.success.main, 0.12),
    removed: alpha(theme.palette.error.main, 0.12),
    changed: alpha(theme.palette.warning.main, 0.12),
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-detail-title">
      <DialogTitle id="audit-detail-title">{auditSummary(entry)}</DialogTitle>
      <DialogContent>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Field label="Date" value={formatDateTime(entry.changedAt)} />
          <Field label="Auteur" value={`${entry.displayName} (${entry.accountId})`} />
          <Field label="Client" value={auditClientLabel(entry.roleCode)} />
          <Field
            label="Nature"
            value={`${kind ? AUDIT_KINDS[kind].label : ''} — ${auditGroupLabel(entry.group)}`}
          />
        </Stack>
        {lines.length === 0 ? (
          <Typography color="text.secondary">
            Enregistré sans changement : les valeurs avant et après sont les mêmes.
          </Typography>
        ) : (
          <Table size="small" aria-label="Valeurs modifiées">
            <TableHead>
              <TableRow>
                <TableCell>Champ</TableCell>
                <TableCell>Changement</TableCell>
                <TableCell>Avant</TableCell>
                <TableCell>Après</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={`${line.path}-${index}`} sx={{ bgcolor: tint[line.change] }}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{line.path}</TableCell>
                  <TableCell>{CHANGE_LABELS[line.change]}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {formatDiffValue(line.before)}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {formatDiffValue(line.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Switch checked={raw} onChange={(_event, checked) => setRaw(checked)} />}
          label="Afficher les valeurs complètes"
        />
        {raw && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <JsonBlock title="Avant" value={entry.oldValues} />
            <JsonBlock title="Après" value={entry.newValues} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
