import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/** « Supprimer » asks first: what goes, and what it changes for others, said in `text`. */
export function ConfirmDeleteDialog({
  title,
  text,
  confirmLabel = 'Supprimer',
  cancelLabel = 'Annuler',
  deleting,
  failure,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  text: string;
  /** The confirming button's verb, when the removal is something else (« Vendre »). */
  confirmLabel?: string;
  /** The button that keeps things as they are (« Rester » when leaving a page). */
  cancelLabel?: string;
  deleting: boolean;
  /** Why the server refused it (its French reason), shown in the dialog, which stays open. */
  failure?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** A choice the confirmation offers, under the text (a sale's « Créditer … »). */
  children?: ReactNode;
}) {
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
