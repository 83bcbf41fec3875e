import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  messages,
  simulationNewPositionSchema,
  type SimulationNewPosition,
  type SimulationPosition,
  type SimulationSecurity,
} from '@prisme/domain';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { useBuyPosition } from '../api/buy-position';
import { heldCompartments } from '../lib/position-status';
import { refusalOf } from '../lib/refusal';
import { SecurityAutocomplete } from './SecurityAutocomplete';

/**
 * « Acheter un titre »: a security of the referential bought at its known price, in a
 * portfolio and compartment the simulation holds, checked as the server checks it. The
 * server's refusal (no price, say) is shown here; a purchase closes the dialog.
 */
export function BuyPositionDialog({
  simulationId,
  positions,
  onClose,
}: {
  simulationId: string;
  positions: readonly SimulationPosition[];
  onClose: () => void;
}) {
  const held = heldCompartments(positions);
  const [firstPortfolio] = held.keys();
  const [security, setSecurity] = useState<SimulationSecurity | null>(null);
  const buy = useBuyPosition(simulationId);
  const { control, handleSubmit, setValue, formState } = useForm<SimulationNewPosition>({
    defaultValues: {
      portfolioCode: firstPortfolio ?? '',
      compartmentCode: (firstPortfolio && held.get(firstPortfolio)?.[0]) ?? '',
      securityCode: '',
      quantity: Number.NaN,
    },
    resolver: zodResolver(simulationNewPositionSchema),
    mode: 'onTouched',
  });
  const portfolio = useWatch({ control, name: 'portfolioCode' });
  const compartments = held.get(portfolio) ?? [];
  const submit = handleSubmit((position) => buy.mutate(position, { onSuccess: () => onClose() }));
  return (
    <Dialog
      open
      onClose={buy.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="buy-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="buy-dialog-title">Acheter un titre</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="securityCode"
              render={({ field, fieldState }) => (
                <SecurityAutocomplete
                  value={security}
                  onChange={(chosen) => {
                    setSecurity(chosen);
                    field.onChange(chosen?.code ?? '');
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="portfolioCode"
                render={({ field }) => (
                  <NativeSelectField
                    id="simulation-achat-portefeuille"
                    label="Portefeuille"
                    value={field.value}
                    onChange={(code) => {
                      field.onChange(code);
                      setValue('compartmentCode', held.get(code)?.[0] ?? '');
                    }}
                    minWidth={180}
                  >
                    {[...held.keys()].map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </NativeSelectField>
                )}
              />
              <Controller
                control={control}
                name="compartmentCode"
                render={({ field, fieldState }) => (
                  <NativeSelectField
                    id="simulation-achat-compartiment"
                    label="Compartiment"
                    value={field.value}
                    onChange={field.onChange}
                    helperText={fieldState.error?.message}
                    minWidth={180}
                  >
                    {compartments.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </NativeSelectField>
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="quantity"
              render={({ field, fieldState }) => (
                <FrenchNumberField
                  label="Quantité"
                  required
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? Number.NaN)}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            {buy.isError && (
              <Alert severity="error">
                {refusalOf(buy.error, messages.simulation.createPosition)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={buy.isPending}>
            Annuler
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={buy.isPending}
            disabled={formState.isSubmitting}
          >
            Acheter
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
