import { useMemo } from 'react';
import { useAuth } from '../../features/auth';
import { HomePage } from '../../features/home/HomePage';
import { useClientRoleStore, useNavigationStore, useSessionStore } from '../../state';
import { moduleShortcuts } from '../menu/module-shortcuts';

/**
 * Accueil with what only the shell knows: the signed-in user and the module shortcuts,
 * greyed out by the menu's own rules (features do not import the app or each other).
 */
export function HomeRoute({ title }: { title: string }) {
  const { user } = useAuth();
  const rights = useSessionStore((state) => state.rights);
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const navigation = useNavigationStore((state) => state);
  const shortcuts = useMemo(
    () => moduleShortcuts(rights, { role, navigation }),
    [rights, role, navigation],
  );
  return <HomePage title={title} userName={user.displayName} shortcuts={shortcuts} />;
}
