import { updateUserBodySchema, type ManagedUser, type UpdateUserBody } from '@prisme/domain';

/** The dialog edits the PUT body itself: the domain's schema is the form's. */
export const userFormSchema = updateUserBodySchema;
export type UserFormValues = UpdateUserBody;

export function toFormValues(user: ManagedUser): UserFormValues {
  return {
    isAdmin: user.isAdmin,
    rights: { ...user.rights },
    roles: [...user.roles],
    disabled: user.disabled,
  };
}

/** Disabling an active account asks first: its sessions end at their next action. */
export const needsDisableConfirmation = (user: ManagedUser, values: UserFormValues) =>
  values.disabled && !user.disabled;

export const DISABLE_WARNING =
  'L’utilisateur ne pourra plus se connecter ; ses sessions ouvertes sont refusées dès sa prochaine action.';

export const SELF_LOCK_HINT =
  'Vous ne pouvez ni désactiver votre propre compte ni retirer vos propres droits d’administrateur.';
