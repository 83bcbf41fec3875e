import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AUDIT_ADMINISTRATION,
  AUDIT_ALL_CLIENTS,
  AUDIT_KIND_KEYS,
  AUDIT_KINDS,
  auditClientLabel,
  type AuditFilter,
  type RoleName,
} from '@prisme/domain';
import { FrenchDateField } from '../../../components/form/FrenchDateField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { EMPTY_FILTER_FORM, toAuditFilter, type AuditFilterForm } from '../lib/audit-filters';

/**
 * The journal's filters: period, client (or the settings shared by all clients, or account
 * administration), kind of change, author. Applied by « Filtrer », checked by the domain's
 * rules first (a period that ends before it starts is refused in French).
 */
export function AuditFilters({
  clientRoles,
  rolesLoading,
  onApply,
}: {
  clientRoles: readonly RoleName[];
  rolesLoading: boolean;
  onApply: (filter: AuditFilter) => void;
}) {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTER_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof AuditFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toAuditFilter(form);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onApply(checked.filter);
  };
  const reset = () => {
    setForm(EMPTY_FILTER_FORM);
    setProblem(null);
    onApply({});
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate onSubmit={submit} aria-label="Filtres du journal">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <FrenchDateField label="Du" size="small" value={form.from} onChange={set('from')} />
          <FrenchDateField label="Au" size="small" value={form.to} onChange={set('to')} />
          <NativeSelectField
            id="audit-client"
            label="Client"
            value={form.roleCode}
            onChange={set('roleCode')}
            maxWidth={280}
            {...(rolesLoading ? { loadingLabel: 'Chargement des clients' } : {})}
          >
            <option value="">Tous</option>
            <option value={AUDIT_ALL_CLIENTS}>{auditClientLabel(AUDIT_ALL_CLIENTS)}</option>
            <option value={AUDIT_ADMINISTRATION}>{auditClientLabel(AUDIT_ADMINISTRATION)}</option>
            {clientRoles.map((role) => (
              <option key={role.code} value={role.code}>
                {role.name && role.name !== role.code ? `${role.name} (${role.code})` : role.code}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField
            id="audit-kind"
            label="Nature"
            value={form.group}
            onChange={set('group')}
          >
            <option value="">Toutes</option>
            {AUDIT_KIND_KEYS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KINDS[kind].label}
              </option>
            ))}
          </NativeSelectField>
          <TextField
            label="Auteur"
            size="small"
            value={form.account}
            onChange={(event) => set('account')(event.target.value)}
            placeholder="Nom ou identifiant"
          />
          <Button type="submit" variant="contained">
            Filtrer
          </Button>
          <Button onClick={reset}>Réinitialiser</Button>
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </form>
    </Paper>
  );
}
