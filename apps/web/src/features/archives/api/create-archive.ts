import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARCHIVE_FAMILIES, archiveSchema, type Archive, type ArchiveCreate } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { navigationActions } from '../../../state';
import { FAMILY_AREAS } from '../lib/archive-source';
import { archiveKeys } from './archive-keys';
import { archivesWritten } from './load-archive-flags';

/** POST /api/archive (spec §7): saves a computed perimeter and the families chosen → 201. */
export function createArchive(body: ArchiveCreate): Promise<Archive> {
  return apiRequest('archive', { method: 'POST', body, schema: archiveSchema });
}

/**
 * Spec §4: a created archive sets the archive-exists flag (and the "already archived"
 * one) of each family it keeps, then the list and the flags are read again. A 409 (this
 * perimeter saved meanwhile, elsewhere) reads the list again too, so the page says so.
 */
export function useCreateArchive(role: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArchive,
    onSuccess: (archive) => {
      for (const family of ARCHIVE_FAMILIES) {
        if (archive[family]) navigationActions.archiveCreated(FAMILY_AREAS[family].area);
      }
      return role ? archivesWritten(client, role) : undefined;
    },
    onError: (error) => {
      if (role && error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: archiveKeys.list(role) });
    },
  });
}
