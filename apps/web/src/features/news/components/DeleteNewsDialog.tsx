import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { News } from '@prisme/domain';

/** « Supprimer » asks first: a deleted item leaves every user's home page at once. */
export function DeleteNewsDialog({
  news,
  deleting,
  onConfirm,
  onClose,
}: {
  news: News;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={deleting ? undefined : onClose} aria-labelledby="news-delete-title">
      <DialogTitle id="news-delete-title">Supprimer l’actualité</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`Supprimer « ${news.title} » ? Elle disparaîtra de la page d’accueil de tous les utilisateurs.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          Annuler
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          Supprimer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
