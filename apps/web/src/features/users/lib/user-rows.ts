import { RIGHTS, type ManagedUser, type Right } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';

/** The five rights of spec §6, as the page names them. */
export const RIGHT_LABELS: Record<Right, string> = {
  transparency: 'Transparisation',
  simulation: 'Simulation',
  solvency: 'Solvabilité II',
  esg: 'ESG',
  risk: 'Risque',
};

/** « Actif », or « Désactivé depuis le dd/mm/yyyy ». */
export function accountState(user: Pick<ManagedUser, 'disabled' | 'disabledAt'>): string {
  if (!user.disabled) return 'Actif';
  return user.disabledAt ? `Désactivé depuis le ${formatDay(user.disabledAt)}` : 'Désactivé';
}

/** One row of the grid: the account, its flags as Oui/Non, its clients joined. */
export interface UserRow {
  accountId: string;
  displayName: string;
  email: string;
  admin: string;
  rights: Record<Right, string>;
  clients: string;
  state: string;
  disabled: boolean;
  user: ManagedUser;
}

const yesNo = (flag: boolean) => (flag ? 'Oui' : 'Non');

export function toUserRows(users: readonly ManagedUser[]): UserRow[] {
  return users.map((user) => ({
    accountId: user.accountId,
    displayName: user.displayName,
    email: user.email ?? '',
    admin: yesNo(user.isAdmin),
    rights: Object.fromEntries(RIGHTS.map((right) => [right, yesNo(user.rights[right])])) as Record<
      Right,
      string
    >,
    clients: user.roles.join(', '),
    state: accountState(user),
    disabled: user.disabled,
    user,
  }));
}
