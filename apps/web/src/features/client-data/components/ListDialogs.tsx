import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** « Supprimer » asks first: the list is saved whole, but a slip should not cost rows. */
export function DeleteDialog({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="client-data-delete-title">
      <DialogTitle id="client-data-delete-title">Supprimer des lignes</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === 1
            ? 'Supprimer la ligne sélectionnée ?'
            : `Supprimer les ${count} lignes sélectionnées ?`}{' '}
          La suppression sera enregistrée avec la liste.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Confirmer la suppression
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Rows pasted from a spreadsheet into a text area (no clipboard permission needed). */
export function PasteDialog({
  columns,
  onPaste,
  onClose,
}: {
  columns: string;
  onPaste: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="client-data-paste-title"
    >
      <DialogTitle id="client-data-paste-title">Coller des lignes depuis un tableur</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Copiez les cellules dans le tableur, puis collez-les ici (Ctrl+V). Colonnes, dans l’ordre : ${columns}. Une cellule de filtre vide vaut « * ».`}
        </DialogContentText>
        <TextField
          label="Lignes copiées"
          multiline
          minRows={6}
          fullWidth
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" disabled={!text.trim()} onClick={() => onPaste(text)}>
          Ajouter les lignes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
