import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { invalidateNews } from './news-keys';

/** DELETE /api/news/{id}. */
export function deleteNews(id: number): Promise<void> {
  return apiRequest(`news/${id}`, { method: 'DELETE' });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNews, onSuccess: () => invalidateNews(client) });
}
