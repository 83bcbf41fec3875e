import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { archivesWritten } from './load-archive-flags';

/** DELETE /api/archive?perimeterID (spec §7) → 204. */
export function deleteArchive(perimeterId: string): Promise<void> {
  return apiRequest('archive', { method: 'DELETE', query: { perimeterID: perimeterId } });
}

export function useDeleteArchive(role: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArchive,
    onSuccess: () => (role ? archivesWritten(client, role) : undefined),
  });
}
