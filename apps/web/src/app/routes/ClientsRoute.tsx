import { useQueryClient } from '@tanstack/react-query';
import { inventoryRootKey, loadClientRoles } from '../../features/perimeter';
import { StructurePage } from '../../features/structure/StructurePage';
import { userKeys } from '../../features/users/api/users-keys';
import { useSessionStore } from '../../state';

/**
 * « Clients et portefeuilles » (issue 35 §A.3). A change there is seen elsewhere at once,
 * without reloading: the perimeter bar's clients are read again (a new client can be
 * chosen), its portfolio and compartment lists are stale, and so is the clients list of
 * the Utilisateurs page. Composed here so that no feature imports another.
 */
export function ClientsRoute({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const onChanged = () => {
    void loadClientRoles(useSessionStore.getState().isAdmin);
    void queryClient.invalidateQueries({ queryKey: inventoryRootKey });
    void queryClient.invalidateQueries({ queryKey: userKeys.clientRoles });
  };
  return <StructurePage title={title} onChanged={onChanged} />;
}
