import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  INTEGRATION_LIST_SELECT,
  INTEGRATION_LIST_TITLE,
  NEWS_LIST_SELECT,
  NEWS_LIST_TITLE,
  type IntegrationEntry,
  type NewsListItem,
} from '@prisme/domain';
import type { Executor } from '../../db/client';
import { integrationLog, news, users } from '../../db/schema';
import { toEntry } from '../integration/log-repository';
import type { CompiledListQuery, ListShape } from './list-query';

/** An item as the built-in site answers it, before $select: its fields and its author. */
export type SiteItem = Record<string, unknown> & { Author: { Title: string } };

/** "Intégration": the integration log, in its SharePoint field names (toEntry). */
export const INTEGRATION_LIST: ListShape = {
  title: INTEGRATION_LIST_TITLE,
  fields: INTEGRATION_LIST_SELECT,
  filterable: {
    RoleName: { column: integrationLog.roleCode, type: 'string' },
    Etat: { column: integrationLog.state, type: 'string' },
    Categorie: { column: integrationLog.category, type: 'string' },
  },
  sortable: { Created: integrationLog.createdAt, Id: integrationLog.id },
  defaultOrder: { name: 'Created', direction: 'desc' },
  idColumn: integrationLog.id,
};

/** "Actualités": the news table. */
export const NEWS_LIST: ListShape = {
  title: NEWS_LIST_TITLE,
  fields: NEWS_LIST_SELECT,
  filterable: {
    Id: { column: news.id, type: 'integer' },
    Title: { column: news.title, type: 'string' },
  },
  sortable: { Created: news.createdAt, DatePublication: news.publishedOn },
  defaultOrder: { name: 'Id', direction: 'desc' },
  idColumn: news.id,
};

/**
 * Which client roles' entries a caller reads: every one (an administrator), or the
 * listed ones; the shared reference-data entries (no role) always.
 */
export type RoleReach = { all: true } | { all: false; roles: string[] };

/** The integration log entries within the caller's reach that match the compiled query. */
export async function readIntegrationItems(
  db: Executor,
  reach: RoleReach,
  compiled: CompiledListQuery,
): Promise<(IntegrationEntry & SiteItem)[]> {
  const tenancy = reach.all
    ? undefined
    : or(
        isNull(integrationLog.roleCode),
        reach.roles.length > 0 ? inArray(integrationLog.roleCode, reach.roles) : undefined,
      );
  const rows = await db
    .select()
    .from(integrationLog)
    .where(scoped(tenancy, compiled.where))
    .orderBy(...compiled.orderBy)
    .limit(compiled.limit);
  return rows.map((row) => ({ ...toEntry(row), Author: { Title: row.sender } }));
}

/** Who created a news item, as SharePoint's Author; the demo items have none. */
const NEWS_AUTHOR = 'Prisme';

export async function readNewsItems(
  db: Executor,
  compiled: CompiledListQuery,
): Promise<(NewsListItem & SiteItem)[]> {
  const rows = await db
    .select({ news, author: users.displayName })
    .from(news)
    .leftJoin(users, eq(users.id, news.createdBy))
    .where(compiled.where)
    .orderBy(...compiled.orderBy)
    .limit(compiled.limit);
  return rows.map(({ news: row, author }) => ({
    Id: row.id,
    Title: row.title,
    Logo: row.logoUrl ? { Url: row.logoUrl, Description: row.title } : null,
    DatePublication: `${row.publishedOn}T00:00:00Z`,
    LienPdf: row.pdfUrl ? { Url: row.pdfUrl, Description: row.title } : null,
    LienSource: row.sourceUrl ? { Url: row.sourceUrl, Description: row.title } : null,
    Introduction: row.intro,
    Author: { Title: author ?? NEWS_AUTHOR },
  }));
}

/**
 * The caller's scope, then the client's filter inside its own parentheses: no `or` of
 * the client can reach past the scope.
 */
function scoped(scope: SQL | undefined, filter: SQL | undefined): SQL | undefined {
  return and(scope, filter && sql`(${filter})`);
}
