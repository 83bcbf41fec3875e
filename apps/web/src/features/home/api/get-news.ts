import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  NEWS_LIST_SELECT,
  NEWS_LIST_TITLE,
  newsListItemSchema,
  type NewsListItem,
} from '@prisme/domain';
import { collabKeys } from '../../../api/collab-keys';
import { readCollabList } from '../../../api/collab-list';

/** Spec §3, §9: news are shown by descending id, whatever order the site answers in. */
export const byDescendingId = (items: readonly NewsListItem[]): NewsListItem[] =>
  [...items].sort((a, b) => b.Id - a.Id);

/** The "Actualités" list of the collaboration site (spec §7), newest id first. */
export async function getNews(client: QueryClient, signal?: AbortSignal): Promise<NewsListItem[]> {
  const items = await readCollabList(
    client,
    NEWS_LIST_TITLE,
    { select: NEWS_LIST_SELECT, orderBy: 'Id desc' },
    newsListItemSchema,
    signal,
  );
  return byDescendingId(items);
}

/** Keyed under the list: news management makes it stale through collabKeys.list. */
export const newsQueryOptions = () =>
  queryOptions({
    queryKey: collabKeys.list(NEWS_LIST_TITLE),
    queryFn: ({ client, signal }) => getNews(client, signal),
  });

export function useNews() {
  return useQuery(newsQueryOptions());
}
