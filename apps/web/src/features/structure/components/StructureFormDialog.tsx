import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export interface StructureFormDialogProps {
  title: string;
  saving: boolean;
  /** Why the server refused the last save, when it is not the code's fault. */
  failure?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the client, portfolio and compartment dialogs: fields, refusal, buttons. */
export function StructureFormDialog(props: StructureFormDialogProps) {
  const { title, saving, failure, onSubmit, onClose, children } = props;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="structure-dialog-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="structure-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
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
