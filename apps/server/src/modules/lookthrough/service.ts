import {
  isFundCic,
  type DirectPosition,
  type HierarchicalPositionsQuery,
  type PerimeterRequest,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { resolvePerimeterScope } from '../perimeter/check-perimeter';
import { createSummaryCache } from './summary-cache';
import { loadPositions, loadSecurities } from './input-repository';
import {
  compileODataQuery,
  countLines,
  queryHierarchicalPositions,
  scrKeyedQuery,
  type HierarchicalPositionsPage,
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
  /** The perimeter's summary as JSON text (kept once written: summary-cache.ts). */
  summaryJson(access: UserAccess, perimeterId: string): Promise<string>;
  /** The lines of a transparised perimeter through an OData query (400 when malformed). */
  hierarchicalPositions(
    access: UserAccess,
    perimeterId: string,
    query: HierarchicalPositionsQuery,
  ): Promise<HierarchicalPositionsPage>;
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
  const summaries = createSummaryCache();
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
      return summaries.json(`${found.roleCode}/${found.id}`, () =>
        findComputedPerimeterSummary(db, found),
      );
    },

    async hierarchicalPositions(access, perimeterId, query) {
      const found = await perimeter(access, perimeterId);
      const compiled = compileODataQuery(query);
      const scrKeyed = await scrKeyedQuery(db, found, query, compiled);
      return queryHierarchicalPositions(db, found, compiled, { scrKeyed });
    },

    async countHierarchicalPositions(access, perimeterId, query) {
      const found = await perimeter(access, perimeterId);
      return countLines(db, found, compileODataQuery({ $filter: query.$filter }));
    },
  };
}
