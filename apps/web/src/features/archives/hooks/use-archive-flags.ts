import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useClientRoleStore, useNavigationStore } from '../../../state';
import { isReadingArchiveFlags, loadArchiveFlags } from '../api/load-archive-flags';
import { archiveFlagsToLoad } from '../lib/archive-flags';

/**
 * The archive-exists flags of the menu (spec §2: archive analysis items disabled when
 * no archive of that kind exists; spec §4): reads the role's list whenever the flags are
 * stale or another role's. Mounted once, in the main layout.
 */
export function useArchiveFlags(): void {
  const client = useQueryClient();
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const flagsRole = useNavigationStore((state) => state.archives.role);
  const status = useNavigationStore((state) => state.archives.status);
  useEffect(() => {
    const reading = role !== null && isReadingArchiveFlags(role);
    const toLoad = archiveFlagsToLoad({ role: flagsRole, status }, role, reading);
    if (toLoad) void loadArchiveFlags(client, toLoad);
  }, [client, role, flagsRole, status]);
}
