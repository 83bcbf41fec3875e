import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsSchema, type News, type NewsInput } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { invalidateNews } from './news-keys';

/** POST /api/news (a new item) or PUT /api/news/{id} (a change) → the saved item. */
export function saveNews(input: NewsInput, id?: number): Promise<News> {
  return apiRequest(id === undefined ? 'news' : `news/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
    schema: newsSchema,
  });
}

export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: NewsInput; id?: number }) => saveNews(input, id),
    onSuccess: () => invalidateNews(client),
  });
}
