import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PaiFigureDefinition, PaiText } from '@prisme/domain';
import { useSavePaiTexts } from '../api/save-pai-texts';

/** Limit of each text (the domain's paiTextSchema). */
const MAX_LENGTH = 4_000;

function Form({
  perimeterId,
  figure,
  text,
  onClose,
}: {
  perimeterId: string;
  figure: PaiFigureDefinition;
  text: PaiText | undefined;
  onClose: () => void;
}) {
  const [explanation, setExplanation] = useState(text?.explanation ?? '');
  const [actions, setActions] = useState(text?.actions ?? '');
  const save = useSavePaiTexts(perimeterId);
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Explication"
            multiline
            minRows={3}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          />
          <TextField
            label="Mesures prises, mesures prévues et cibles fixées pour la période suivante"
            multiline
            minRows={3}
            value={actions}
            onChange={(e) => setActions(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          />
          {save.isError && (
            <Alert severity="error">
              Les textes n’ont pas pu être enregistrés. Veuillez réessayer.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            save.mutate([{ figureKey: figure.key, explanation, actions }], { onSuccess: onClose })
          }
        >
          Enregistrer
        </Button>
      </DialogActions>
    </>
  );
}

/** Edits a figure's « Explication » and « Mesures prises », saved with its perimeter. */
export function PaiTextDialog({
  perimeterId,
  figure,
  text,
  onClose,
}: {
  perimeterId: string;
  figure: PaiFigureDefinition | null;
  text: PaiText | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={figure !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {figure ? `Indicateur ${figure.indicator} — ${figure.indicatorLabel}` : ''}
      </DialogTitle>
      {figure && (
        <Form
          key={figure.key}
          perimeterId={perimeterId}
          figure={figure}
          text={text}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
