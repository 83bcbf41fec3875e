import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveSchema, type Archive, type ArchiveUpdate } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { archivesWritten } from './load-archive-flags';

/** PUT /api/archive (spec §7): a new name or category for an archive → the archive. */
export function updateArchive(body: ArchiveUpdate): Promise<Archive> {
  return apiRequest('archive', { method: 'PUT', body, schema: archiveSchema });
}

export function useUpdateArchive(role: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateArchive,
    onSuccess: () => (role ? archivesWritten(client, role) : undefined),
  });
}
