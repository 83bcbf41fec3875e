import { INTEGRATION_LIST_TITLE, NEWS_LIST_TITLE, type CollabListTitle } from '@prisme/domain';
import { canReachRole, type UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import { compileListQuery, type CompiledListQuery, type ListQueryOptions } from './list-query';
import {
  INTEGRATION_LIST,
  NEWS_LIST,
  readIntegrationItems,
  readNewsItems,
  type SiteItem,
} from './list-repository';

/** SharePoint's entity type names of the two lists (`é` is written `_x00e9_`). */
const METADATA_TYPES: Record<CollabListTitle, string> = {
  [NEWS_LIST_TITLE]: 'SP.Data.Actualit_x00e9_sListItem',
  [INTEGRATION_LIST_TITLE]: 'SP.Data.Int_x00e9_grationListItem',
};

export type ListItemAnswer = Record<string, unknown> & { __metadata: { type: string } };

export interface SiteService {
  /** `{ d: { results } }`, as SharePoint's verbose answer, with the selected fields only. */
  readList(
    access: UserAccess,
    title: string,
    options: ListQueryOptions,
  ): Promise<{ d: { results: ListItemAnswer[] } }>;
}

/**
 * The built-in collaboration site: the "Actualités" and "Intégration" lists of spec §3
 * read as SharePoint's REST API answers them. The Intégration list is restricted here to
 * the client roles the caller reaches and the shared reference-data entries.
 */
export function createSiteService(db: Database): SiteService {
  return {
    async readList(access, title, options) {
      const listTitle = resolveListTitle(title);
      let items: SiteItem[];
      let compiled: CompiledListQuery;
      if (listTitle === NEWS_LIST_TITLE) {
        compiled = compileListQuery(NEWS_LIST, options);
        items = await readNewsItems(db, compiled);
      } else {
        compiled = compileListQuery(INTEGRATION_LIST, options);
        for (const role of compiled.filterValues.get('RoleName') ?? []) {
          if (typeof role === 'string' && !canReachRole(access, role)) {
            throw problem('ROLE_FORBIDDEN');
          }
        }
        const reach = access.isAdmin
          ? ({ all: true } as const)
          : { all: false as const, roles: access.roles.map((role) => role.code) };
        items = await readIntegrationItems(db, reach, compiled);
      }
      const type = METADATA_TYPES[listTitle];
      const results = items.map((item) => {
        const answer: ListItemAnswer = { __metadata: { type } };
        for (const field of compiled.select) answer[field] = item[field];
        return answer;
      });
      return { d: { results } };
    },
  };
}

/**
 * The list of `getbytitle('…')`, whatever the quotes (' or ") and the encoding of the
 * title (percent-encoded or not, composed or decomposed accents); 404 for another list.
 */
export function resolveListTitle(raw: string): CollabListTitle {
  const title = raw.normalize('NFC');
  if (title === NEWS_LIST_TITLE || title === INTEGRATION_LIST_TITLE) return title;
  throw new ApiProblem('NOT_FOUND', `La liste « ${title} » n’existe pas sur le site collaboratif.`);
}

/** `getbytitle('Actualit%C3%A9s')/items` (the path after `/_api/lists/`) → the title. */
export function listTitleOfPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const match = /^getbytitle\((['"])(.*)\1\)\/items\/?$/i.exec(decoded);
  return match?.[2];
}
