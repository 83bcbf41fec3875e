import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages, simulationCashRequestSchema, type SimulationCash } from '@prisme/domain';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatEuros, formatMoney } from '../../../lib/format';
import { useSimulationCash } from '../api/get-cash';
import { useUpdateCash } from '../api/update-cash';
import { refusalOf } from '../lib/refusal';

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The amount typed, checked as the server checks it: its French reason, or null. */
const problemOf = (amount: number | null): string | null => {
  const parsed = simulationCashRequestSchema.safeParse({ amount });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.generic.unexpected);
};

function CashRow({
  cash,
  saving,
  onSave,
}: {
  cash: SimulationCash;
  saving: boolean;
  onSave: (amount: number) => void;
}) {
  // Shown to the cent: the stored sum of accounts carries float noise (…,8100000005).
  const shown = toCents(cash.amount);
  const [draft, setDraft] = useState<number | null>(shown);
  const [touched, setTouched] = useState(false);
  const problem = touched ? problemOf(draft) : null;
  const changed = draft !== shown;
  const save = () => {
    setTouched(true);
    if (draft !== null && !problemOf(draft)) onSave(draft);
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {cash.currency}
      </TableCell>
      <TableCell>
        <FrenchNumberField
          size="small"
          label={`Montant en ${cash.currency}`}
          value={draft}
          onChange={setDraft}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
          error={Boolean(problem)}
          helperText={problem ?? undefined}
          sx={{ width: 200 }}
        />
      </TableCell>
      <TableCell align="right">{formatEuros(cash.amountRc)}</TableCell>
      <TableCell>
        <Button
          onClick={save}
          disabled={!changed || saving}
          loading={saving}
          aria-label={`Enregistrer le montant en ${cash.currency}`}
        >
          Enregistrer
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The simulation's cash by currency (its cash accounts, CIC 71-72): the amount in the
 * currency is typed in French and saved per row; its value in euros follows the answer.
 */
export function CashSection({ simulationId }: { simulationId: string }) {
  const { data, isPending, isError, refetch } = useSimulationCash(simulationId);
  const update = useUpdateCash(simulationId);
  const saving = update.isPending ? update.variables.currency : null;
  let body;
  if (isPending) body = <LoadingBlock label="Chargement des espèces" rows={2} />;
  else if (isError) {
    body = <ResourceError message={messages.simulation.cash} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    body = (
      <Typography color="text.secondary">La simulation ne détient aucun compte espèces.</Typography>
    );
  } else {
    body = (
      <Table size="small" aria-label="Espèces par devise">
        <TableHead>
          <TableRow>
            <TableCell>Devise</TableCell>
            <TableCell>Montant (devise)</TableCell>
            <TableCell align="right">Montant (EUR)</TableCell>
            <TableCell aria-label="Action" />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((cash) => (
            <CashRow
              // A new answer starts the row again from the amount saved.
              key={`${cash.currency}:${cash.amount}`}
              cash={cash}
              saving={saving === cash.currency}
              onSave={(amount) => update.mutate({ currency: cash.currency, amount })}
            />
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <ReportSection id="simulation-cash" title="Espèces">
      {body}
      {update.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => update.reset()}>
          {refusalOf(update.error, messages.simulation.line)}
        </Alert>
      )}
      {update.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {`Espèces en ${update.variables.currency} enregistrées : ${formatMoney(
            update.variables.amount,
            update.variables.currency,
          )}.`}
        </Typography>
      )}
    </ReportSection>
  );
}
