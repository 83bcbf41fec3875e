import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { newsSchema, type News } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { newsKeys } from './news-keys';

const newsListSchema = z.array(newsSchema);

/** GET /api/news (administrators): every news item of the built-in site. */
export function getNewsItems(signal?: AbortSignal): Promise<News[]> {
  return apiRequest('news', { schema: newsListSchema, signal });
}

export const newsItemsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.all, queryFn: ({ signal }) => getNewsItems(signal) });

export function useNewsItems() {
  return useQuery(newsItemsQueryOptions());
}
