import type { News } from '@prisme/domain';

export type NewsSortKey = 'Id' | 'title' | 'publishedOn';
export interface NewsSort {
  key: NewsSortKey;
  direction: 'asc' | 'desc';
}

/** As the home page shows them: newest id first. */
export const DEFAULT_NEWS_SORT: NewsSort = { key: 'Id', direction: 'desc' };

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base', numeric: true });

const compare: Record<NewsSortKey, (a: News, b: News) => number> = {
  Id: (a, b) => a.id - b.id,
  title: (a, b) => collator.compare(a.title, b.title),
  publishedOn: (a, b) => a.publishedOn.localeCompare(b.publishedOn) || a.id - b.id,
};

export function sortNews(items: readonly News[], sort: NewsSort): News[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare[sort.key](a, b));
}

/** A click on a column: the other way on the same column, else that column descending. */
export function nextSort(current: NewsSort, key: NewsSortKey): NewsSort {
  if (current.key !== key) return { key, direction: key === 'title' ? 'asc' : 'desc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
