import {
  COUNT_EXCEEDS_HEADER,
  ODATA_NEXT_LINK_HEADER,
  hierarchicalPositionsResponseSchema,
  isFundCic,
  lookThroughSummarySchema,
  type DirectPosition,
  type HierarchicalPositionsQuery,
  type PerimeterRequest,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { encodeInSlices } from '../../http/sliced-json';
import { resolvePerimeterScope } from '../perimeter/check-perimeter';
import { createAnswerCache, questionKey, type CachedAnswer } from './answer-cache';
import { loadPositions, loadSecurities } from './input-repository';
import {
  compileODataQuery,
  countLines,
  queryHierarchicalPositions,
  scrKeyedQuery,
  type CompiledODataQuery,
} from './odata';
import {
  findComputedPerimeter,
  findComputedPerimeterSummary,
  findLatestComputedPerimeter,
  type ComputedPerimeter,
} from './perimeter-repository';

/**
 * What a perimeter's look-through shows (spec §4 "Transparisation", issue 5): its direct
 * positions, and the figures and lines of a transparised perimeter (the computation
 * module writes them). Every perimeter is read within the caller's client roles: another
 * client's id is not found.
 */
export interface LookThroughService {
  directPositions(access: UserAccess, request: PerimeterRequest): Promise<DirectPosition[]>;
  /** A transparised perimeter of the caller's clients; 404 otherwise. */
  perimeter(access: UserAccess, perimeterId: string): Promise<ComputedPerimeter>;
  /** The caller's latest transparised perimeter; 404 when there is none. */
  latestPerimeter(access: UserAccess): Promise<ComputedPerimeter>;
  /** The perimeter's summary as JSON text (kept once written: answer-cache.ts). */
  summaryJson(access: UserAccess, perimeterId: string): Promise<string>;
  /**
   * A page of the lines of a transparised perimeter through an OData query (400 when
   * malformed), encoded with its count headers (kept once written: answer-cache.ts).
   */
  /** `linesPath`: the route's path, that the next link (server-driven paging) names. */
  hierarchicalPositionsPage(
    access: UserAccess,
    perimeterId: string,
    query: HierarchicalPositionsQuery,
    linesPath: string,
  ): Promise<CachedAnswer>;
  /** The exact number of lines an OData filter matches (OData's /$count). */
  countHierarchicalPositions(
    access: UserAccess,
    perimeterId: string,
    query: Pick<HierarchicalPositionsQuery, '$filter'>,
  ): Promise<number>;
}

/** The roles whose perimeters the caller may read (undefined: an admin reads every role). */
export const reachableRoles = (access: UserAccess) =>
  access.isAdmin ? undefined : access.roles.map((r) => r.code);

export function createLookThroughService(db: Database): LookThroughService {
  const answers = createAnswerCache();
  async function perimeter(access: UserAccess, perimeterId: string) {
    const found = await findComputedPerimeter(db, perimeterId, reachableRoles(access));
    if (!found) throw problem('NOT_FOUND', 'Ce périmètre transparisé est introuvable.');
    return found;
  }

  return {
    async directPositions(access, request) {
      const { scope } = await resolvePerimeterScope(db, access, request);
      const rows = await loadPositions(db, scope);
      const codes = [...new Set(rows.map((r) => r.securityCode))];
      const securities = new Map((await loadSecurities(db, codes)).map((s) => [s.code, s]));
      return rows.map((row) => {
        const security = securities.get(row.securityCode);
        return {
          id: row.id,
          portfolioCode: row.portfolioCode,
          compartmentCode: row.compartmentCode,
          securityCode: row.securityCode,
          securityName: security?.name ?? null,
          cic: security?.cic ?? null,
          quotationCurrency: row.quotationCurrency,
          quantity: row.quantity,
          marketValueQc: row.marketValueQc,
          marketValueRc: row.marketValueRc,
          accruedInterestRc: row.accruedInterestRc,
          bookValueRc: row.bookValueRc,
          acquisitionDate: row.acquisitionDate,
          isFund: !!security && (security.hasComposition || isFundCic(security.cic)),
        };
      });
    },

    perimeter,

    async latestPerimeter(access) {
      const found = await findLatestComputedPerimeter(db, access.userId, reachableRoles(access));
      if (!found) {
        throw problem(
          'NOT_FOUND',
          'Aucun périmètre transparisé : lancez d’abord la transparisation.',
        );
      }
      return found;
    },

    async summaryJson(access, perimeterId) {
      const found = await perimeter(access, perimeterId);
      const { json } = await answers.answer(`summary ${found.roleCode}/${found.id}`, async () => ({
        // The schema's encoding, as the route's serializer would: only its fields are sent.
        json: JSON.stringify(
          lookThroughSummarySchema.encode(await findComputedPerimeterSummary(db, found)),
        ),
        headers: {},
      }));
      return json;
    },

    async hierarchicalPositionsPage(access, perimeterId, query, linesPath) {
      const found = await perimeter(access, perimeterId);
      // Compiled first: a malformed query is refused (400) whether its answer is kept or not.
      const compiled = compileODataQuery(query);
      const load = async (): Promise<CachedAnswer> => {
        const scrKeyed = await scrKeyedQuery(db, found, query, compiled);
        const { rows, count, hasMore } = await queryHierarchicalPositions(db, found, compiled, {
          scrKeyed,
        });
        const headers: Record<string, string> = {};
        // OData-Count is exact; a count cut at its cap says so in a header of its own,
        // and the exact figure is asked at …/$count.
        if (count && 'exact' in count) headers['OData-Count'] = String(count.exact);
        if (count && 'atLeast' in count) headers[COUNT_EXCEEDS_HEADER] = String(count.atLeast);
        if (hasMore && compiled.requested > compiled.limit) {
          const next = nextLinkOf(linesPath, query, compiled);
          headers[ODATA_NEXT_LINK_HEADER] = next;
          headers['Link'] = `<${next}>; rel="next"`;
        }
        const json = await encodeInSlices(hierarchicalPositionsResponseSchema.element, rows);
        return { json, headers };
      };
      // First pages are kept: every user who opens or sorts the grid reads one. Pages
      // scrolled to are many and each rarely read again; kept, they would crowd it out.
      return compiled.offset === 0
        ? answers.answer(`lines ${found.roleCode}/${found.id} ${questionKey(query)}`, load)
        : load();
    },

    async countHierarchicalPositions(access, perimeterId, query) {
      const found = await perimeter(access, perimeterId);
      return countLines(db, found, compileODataQuery({ $filter: query.$filter }));
    },
  };
}

/**
 * The next lines' URL (OData 4.01 §11.2.6.7): the same question, past this answer's
 * lines, for the lines asked and not yet answered.
 */
function nextLinkOf(
  linesPath: string,
  query: HierarchicalPositionsQuery,
  compiled: Pick<CompiledODataQuery, 'offset' | 'limit' | 'requested'>,
): string {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && name !== '$skip' && name !== '$top') next.set(name, String(value));
  }
  next.set('$skip', String(compiled.offset + compiled.limit));
  next.set('$top', String(compiled.requested - compiled.limit));
  return `${linesPath}?${next.toString().replaceAll('%24', '$')}`;
}
