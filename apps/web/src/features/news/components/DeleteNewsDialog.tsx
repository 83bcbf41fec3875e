import type { News } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';

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
    <ConfirmDeleteDialog
      title="Supprimer l’actualité"
      text={`Supprimer « ${news.title} » ? Elle disparaîtra de la page d’accueil de tous les utilisateurs.`}
      deleting={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
