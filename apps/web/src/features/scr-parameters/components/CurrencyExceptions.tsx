import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { formatShare } from '../../../lib/format';
import type { Choice } from '../lib/choices';
import {
  addException,
  exceptionOptions,
  exceptionRows,
  removeException,
  type Exceptions,
} from '../lib/currency-exceptions';

/**
 * The exception stresses by currency (spec §5): a currency is added once, an added one
 * is disabled in the list and offered again on removal, the reference one is disabled.
 */
export function CurrencyExceptions({
  value,
  onChange,
  currencies,
  referenceCode,
  error,
}: {
  value: Exceptions;
  onChange: (next: Exceptions) => void;
  currencies: readonly Choice[];
  referenceCode: string | undefined;
  error?: string;
}) {
  const [code, setCode] = useState('');
  const [stress, setStress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const outcome = addException(value, code, stress ?? NaN, referenceCode);
    if (!outcome.ok) return setProblem(outcome.reason);
    onChange(outcome.exceptions);
    setCode('');
    setStress(null);
    setProblem(null);
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Exceptions par devise
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <NativeSelectField
          id="scr-exception-currency"
          label="Devise"
          value={code}
          onChange={setCode}
        >
          <option value="">— Choisir —</option>
          {exceptionOptions(currencies, value, referenceCode).map((option) => (
            <option key={option.code} value={option.code} disabled={option.disabled}>
              {`${option.name} (${option.code})`}
            </option>
          ))}
        </NativeSelectField>
        <FrenchNumberField
          id="scr-exception-stress"
          size="small"
          label="Choc de la devise"
          value={stress}
          onChange={setStress}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={add}>
          Ajouter l’exception
        </Button>
      </Stack>
      {(problem ?? error) && (
        <Typography role="alert" color="error" variant="body2">
          {problem ?? error}
        </Typography>
      )}
      {Object.keys(value).length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          Aucune exception : toutes les devises prennent le choc de change.
        </Typography>
      ) : (
        <List dense aria-label="Exceptions par devise" sx={{ maxWidth: 520 }}>
          {exceptionRows(value, currencies).map((row) => (
            <ListItem
              key={row.code}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Retirer ${row.code}`}
                  onClick={() => onChange(removeException(value, row.code))}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${row.name} (${row.code})`}
                secondary={formatShare(row.stress)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
