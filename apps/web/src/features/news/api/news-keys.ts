import type { QueryClient } from '@tanstack/react-query';
import { NEWS_LIST_TITLE } from '@prisme/domain';
import { collabKeys } from '../../../api/collab-keys';

export const newsKeys = { all: ['news'] as const };

/** After a change: the managed list, and the home page's read of the "Actualités" list. */
export function invalidateNews(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: newsKeys.all }),
    client.invalidateQueries({ queryKey: collabKeys.list(NEWS_LIST_TITLE) }),
  ]).then(() => undefined);
}
