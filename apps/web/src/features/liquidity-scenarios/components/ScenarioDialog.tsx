import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANY_LIQUIDITY_SCOPE,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_SCOPES,
  type LiquidityScenario,
} from '@prisme/domain';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { leaveGuardActions, useLeaveGuard } from '../../../state';
import { NEW_RULE, scenarioFormSchema } from '../lib/scenario-form';

const SCOPES = [ANY_LIQUIDITY_SCOPE, ...LIQUIDITY_SCOPES] as const;
const RATIOS = [
  ['bondRatio', 'Taux de cession / jour'],
  ['equityDailyTreshold', 'Part du volume / jour'],
  ['spreadBidAskRatio', 'Fourchette achat-vente'],
] as const;

/**
 * Create or change a scenario (administrators): its name, comment and rules, one per
 * class and scope, checked as the server checks them (the domain's schema and rules)
 * before anything is sent. The code of an existing scenario does not change. Closing it
 * with edits (Échap, « Annuler », the browser's back) asks first, through the pages' own
 * leave guard (record web/0278).
 */
export function ScenarioDialog({
  scenario,
  isNew,
  saving,
  failure,
  onSave,
  onClose,
}: {
  scenario: LiquidityScenario;
  isNew: boolean;
  saving: boolean;
  failure?: string;
  onSave: (scenario: LiquidityScenario) => void;
  onClose: () => void;
}) {
  const { control, register, handleSubmit, formState } = useForm<LiquidityScenario>({
    defaultValues: { ...scenario, comment: scenario.comment ?? '' },
    resolver: zodResolver(scenarioFormSchema),
    mode: 'onTouched',
  });
  const rules = useFieldArray({ control, name: 'details' });
  const { errors, isDirty } = formState;
  useLeaveGuard(isDirty);
  const close = () => leaveGuardActions.confirmLeave(onClose);
  const rowError = (index: number) => (errors.details?.[index] as FieldError | undefined)?.message;
  return (
    <Dialog
      open
      onClose={saving ? undefined : close}
      fullWidth
      maxWidth="lg"
      aria-labelledby="scenario-dialog-title"
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => onSave({ ...values, comment: values.comment || null }))}
      >
        <DialogTitle id="scenario-dialog-title">
          {isNew ? 'Nouveau scénario de liquidité' : `Modifier le scénario « ${scenario.name} »`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Code"
                required
                disabled={!isNew}
                autoFocus={isNew}
                {...register('code')}
                error={Boolean(errors.code)}
                helperText={errors.code?.message ?? 'Majuscules, chiffres et « _ »'}
              />
              <TextField
                label="Nom"
                required
                fullWidth
                {...register('name')}
                error={Boolean(errors.name)}
                helperText={errors.name?.message}
              />
            </Stack>
            <TextField
              label="Commentaire"
              multiline
              minRows={2}
              fullWidth
              {...register('comment')}
            />
            <Controller
              control={control}
              name="marginMultiplier"
              render={({ field: f, fieldState }) => (
                <FrenchNumberField
                  size="small"
                  label="Multiplicateur de marge des dérivés"
                  value={f.value ?? null}
                  onChange={(value) => f.onChange(value ?? undefined)}
                  onBlur={f.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ??
                    'Les mouvements à 10 jours du barème de marge × ce facteur (1 à défaut)'
                  }
                />
              )}
            />
            <Typography variant="body2" color="text.secondary">
              Une règle par classe et périmètre ; « Tous périmètres » s’applique à défaut d’une
              règle propre au périmètre. Les actions cotées (périmètre Actions) se vendent à la part
              du volume moyen journalier, les autres au taux de cession de leur valeur. Ratios entre
              0 et 1 (0,1 = 10 %).
            </Typography>
            <Table size="small" aria-label="Règles du scénario">
              <TableHead>
                <TableRow>
                  <TableCell>Classe de liquidité</TableCell>
                  <TableCell>Périmètre</TableCell>
                  {RATIOS.map(([, label]) => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                  <TableCell aria-label="Retirer" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.fields.map((field, index) => (
                  <TableRow key={field.id}>
                    <TableCell sx={{ minWidth: 260 }}>
                      <Controller
                        control={control}
                        name={`details.${index}.liquidityClass`}
                        render={({ field: f }) => (
                          <TextField
                            select
                            size="small"
                            fullWidth
                            label={`Classe, règle ${index + 1}`}
                            {...f}
                            error={Boolean(rowError(index))}
                            helperText={rowError(index)}
                          >
                            {LIQUIDITY_CLASSES.map((c) => (
                              <MenuItem key={c} value={c}>
                                {LIQUIDITY_CLASS_LABELS[c]}
                              </MenuItem>
                            ))}
                          </TextField>
                        )}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 150 }}>
                      <Controller
                        control={control}
                        name={`details.${index}.scopeCode`}
                        render={({ field: f }) => (
                          <TextField
                            select
                            size="small"
                            fullWidth
                            label={`Périmètre, règle ${index + 1}`}
                            {...f}
                          >
                            {SCOPES.map((s) => (
                              <MenuItem key={s} value={s}>
                                {LIQUIDITY_SCOPE_LABELS[s]}
                              </MenuItem>
                            ))}
                          </TextField>
                        )}
                      />
                    </TableCell>
                    {RATIOS.map(([name, label]) => (
                      <TableCell key={name} sx={{ minWidth: 130 }}>
                        <Controller
                          control={control}
                          name={`details.${index}.${name}`}
                          render={({ field: f, fieldState }) => (
                            <FrenchNumberField
                              size="small"
                              label={`${label}, règle ${index + 1}`}
                              value={f.value}
                              onChange={(value) => f.onChange(value ?? Number.NaN)}
                              onBlur={f.onBlur}
                              error={Boolean(fieldState.error)}
                              helperText={fieldState.error?.message}
                            />
                          )}
                        />
                      </TableCell>
                    ))}
                    <TableCell>
                      <IconButton
                        aria-label={`Retirer la règle ${index + 1}`}
                        onClick={() => rules.remove(index)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Button
              startIcon={<Add />}
              onClick={() => rules.append({ ...NEW_RULE })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Ajouter une règle
            </Button>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
