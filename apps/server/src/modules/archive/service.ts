import {
  ARCHIVE_FAMILIES,
  archiveCategories,
  archiveLabelKey,
  canonicalArchiveCategory,
  type Archive,
  type ArchiveCreate,
  type ArchiveDeleteQuery,
  type ArchiveHistory,
  type ArchiveHistoryQuery,
  type ArchiveUpdate,
  type ReportWorkbookParsed,
} from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import { hasRight, type UserAccess } from '../../auth/user-access';
import type { Database, Executor } from '../../db/client';
import { ApiProblem, problem, refusedSave } from '../../http/errors';
import { writeExportFile } from '../../temporary-folders';
import {
  lockComputedPerimetersOfUser,
  retireComputedPerimeters,
  type PerimeterPurger,
} from '../lookthrough/perimeter-purge';
import { reachableRoles } from '../lookthrough/service';
import { recordChange } from '../parameters/audit';
import { lockForSave } from '../parameters/repository';
import { FAMILY_STORES, familiesAsked, familiesKept, familiesWithResult } from './families';
import { archiveHistory } from './history';
import { writeReportWorkbook } from './report-workbook';
import {
  deleteArchive,
  findArchive,
  findArchives,
  findCategoryNames,
  findPerimeter,
  findPortfolioNames,
  findRoleCategories,
  findUserPerimeter,
  insertArchive,
  isCurrentPerimeter,
  updateArchive,
  type ArchiveView,
} from './repository';

/**
 * The archives of spec §3, §4 and §7 (issue 18): a user's computed perimeter saved under a
 * name in a category of its client, with the result families it keeps. Every call is
 * within the caller's client roles: a role the caller cannot reach answers 403, another
 * client's perimeter 404 with nothing of it. Archives are the client's, shared by its
 * users: any of them may rename, move or delete one. Each write is one transaction under
 * the role's lock, audited in parameter_audit (group 'archives', before and after).
 */
export interface ArchiveService {
  /** GET /api/archive/all: the role's archives, latest computation first. */
  list(access: UserAccess, roleCode: string): Promise<Archive[]>;
  /** GET /api/archive/categories: « Officiel », « Test », then the role's own. */
  categories(access: UserAccess, roleCode: string): Promise<string[]>;
  /** GET /api/archive/history: a category's archives in time with their figures (history.ts). */
  history(access: UserAccess, query: ArchiveHistoryQuery): Promise<ArchiveHistory>;
  /**
   * POST /api/archive: archives one of the caller's computed perimeters, once (409
   * after); each family flagged needs its right (403) and a stored result (400). From
   * then on no recomputation retires the perimeter: it reads the same forever.
   */
  create(access: UserAccess, request: ArchiveCreate): Promise<Archive>;
  /** PUT /api/archive: renames an archive or moves it to another category. */
  update(access: UserAccess, request: ArchiveUpdate): Promise<Archive>;
  /**
   * DELETE /api/archive: deletes an archive; its perimeter, unless it is still its user's
   * current one, is retired at once and its rows purged after the commit.
   */
  remove(access: UserAccess, request: ArchiveDeleteQuery): Promise<void>;
  /**
   * POST /api/archive/workbook: a report's tables, for a role the caller reaches (403
   * otherwise), as a workbook written to a file of the export folder (report-workbook.ts).
   */
  reportWorkbook(
    access: UserAccess,
    report: ReportWorkbookParsed,
  ): Promise<{ path: string; fileName: string }>;
}

export interface ArchiveDependencies {
  db: Database;
  /** Deletes the rows of the perimeters a deletion retired, after its commit. */
  purger: PerimeterPurger;
  /** The data folder: report workbooks are written under its export folder. */
  dataDir: string;
}

const NOT_FOUND = 'Sauvegarde introuvable.';
const PERIMETER_NOT_FOUND =
  'Ce périmètre calculé est introuvable : lancez le calcul avant de le sauvegarder.';

/** The answer of an archive (spec §3 field names). */
export function toArchive(view: ArchiveView): Archive {
  const { archive } = view;
  const kept = familiesKept(archive.families);
  return {
    perimeterID: archive.perimeterId,
    name: archive.name,
    category: archive.category,
    simulation: archive.simulation,
    ...(Object.fromEntries(ARCHIVE_FAMILIES.map((f) => [f, kept.has(f)])) as Record<
      (typeof ARCHIVE_FAMILIES)[number],
      boolean
    >),
    simulationDate: view.simulationDate.toISOString(),
    displayName: archive.authorName,
    portfolioNames: archive.portfolioNames,
    rolename: archive.roleCode,
    valuationDate: view.valuationDate,
    portfolios: view.portfolios,
    compartments: view.compartments,
    lookThroughLevel: view.lookThroughLevel,
    archivedAt: archive.archivedAt.toISOString(),
  };
}

/** Serialises the archive writes of a role (names unique per role and category). */
const lockRole = (tx: Executor, roleCode: string) => lockForSave(tx, `archives:${roleCode}`);

/** The category as it is kept, and a 409 when another archive of it has the name. */
async function checkedPlace(
  tx: Executor,
  roleCode: string,
  typed: { name: string; category: string },
  perimeterId: string,
): Promise<{ name: string; category: string }> {
  const category = canonicalArchiveCategory(typed.category, await findRoleCategories(tx, roleCode));
  const name = typed.name.trim();
  const key = archiveLabelKey(name);
  const taken = (await findCategoryNames(tx, roleCode, category)).find(
    (other) => other.perimeterId !== perimeterId && archiveLabelKey(other.name) === key,
  );
  if (taken) {
    throw problem(
      'CONFLICT',
      `Une sauvegarde « ${taken.name} » existe déjà dans la catégorie « ${category} » de ce client : choisissez un autre nom.`,
    );
  }
  return { name, category };
}

const simulationProblem = (isSimulation: boolean) =>
  isSimulation
    ? 'ce périmètre est celui d’une simulation (simulation doit être vrai).'
    : 'ce périmètre n’est pas celui d’une simulation (simulation doit être faux).';

export function createArchiveService(deps: ArchiveDependencies): ArchiveService {
  const { db } = deps;

  /** The archive of a perimeter the caller reaches, for a write; 404 otherwise. */
  async function reachableArchive(
    tx: Executor,
    access: UserAccess,
    perimeterId: string,
    rolename: string | undefined,
  ): Promise<ArchiveView> {
    const found = await findArchive(tx, perimeterId, reachableRoles(access));
    if (!found || (rolename !== undefined && found.archive.roleCode !== rolename))
      throw problem('NOT_FOUND', NOT_FOUND);
    return found;
  }

  return {
    async list(access, roleCode) {
      assertRoleAccess(access, roleCode);
      return (await findArchives(db, roleCode)).map(toArchive);
    },

    async categories(access, roleCode) {
      assertRoleAccess(access, roleCode);
      return archiveCategories(await findRoleCategories(db, roleCode));
    },

    history: (access, query) => archiveHistory(db, access, query),

    async reportWorkbook(access, report) {
      assertRoleAccess(access, report.rolename);
      const role = access.roles.find((r) => r.code === report.rolename);
      const { path } = await writeExportFile(deps.dataDir, 'xlsx', (file) =>
        writeReportWorkbook(file, report, {
          clientLabel:
            role && role.name !== role.code ? `${role.name} (${role.code})` : report.rolename,
          exportedAt: new Date(),
        }),
      );
      return { path, fileName: `${report.fileName}.xlsx` };
    },

    async create(access, request) {
      if (request.rolename !== undefined) assertRoleAccess(access, request.rolename);
      const asked = familiesAsked(request);
      // Each family saved is one the caller may compute and read.
      if (asked.some((family) => !hasRight(access, FAMILY_STORES[family].right)))
        throw problem('FORBIDDEN');
      return db.transaction(async (tx) => {
        const mine = (executor: Executor) =>
          findUserPerimeter(executor, request.perimeterID, access.userId, reachableRoles(access));
        const seen = await mine(tx);
        if (!seen || (request.rolename !== undefined && seen.roleCode !== request.rolename))
          throw problem('NOT_FOUND', PERIMETER_NOT_FOUND);
        // The role's lock, then the user's (as a computation retiring the user's
        // perimeters takes it): once both are held the perimeter cannot go.
        await lockRole(tx, seen.roleCode);
        await lockComputedPerimetersOfUser(tx, access.userId);
        const perimeter = await mine(tx);
        if (!perimeter) throw problem('NOT_FOUND', PERIMETER_NOT_FOUND);

        const problems: { path: string; message: string }[] = [];
        if (request.simulation !== (perimeter.simulationId !== null))
          problems.push({
            path: 'body.simulation',
            message: simulationProblem(perimeter.simulationId !== null),
          });
        const stored = await familiesWithResult(tx, perimeter, asked);
        for (const family of asked) {
          if (!stored.has(family))
            problems.push({
              path: `body.${family}`,
              message: `aucun résultat ${FAMILY_STORES[family].label} n’a été calculé pour ce périmètre.`,
            });
        }
        if (problems.length) throw refusedSave('Sauvegarde non enregistrée', problems);

        const already = await findArchive(tx, perimeter.id, [perimeter.roleCode]);
        if (already) {
          throw problem(
            'CONFLICT',
            `Ce périmètre est déjà sauvegardé sous « ${already.archive.name} » (catégorie « ${already.archive.category} ») : renommez ou déplacez cette sauvegarde.`,
          );
        }
        const place = await checkedPlace(tx, perimeter.roleCode, request, perimeter.id);
        const names = await findPortfolioNames(tx, perimeter.roleCode, perimeter.portfolios);
        await insertArchive(tx, {
          roleCode: perimeter.roleCode,
          perimeterId: perimeter.id,
          ...place,
          simulation: request.simulation,
          families: asked,
          authorId: access.userId || null,
          authorName: access.displayName,
          portfolioNames: perimeter.portfolios.map((code) => names.get(code) ?? code),
        });
        const created = await findArchive(tx, perimeter.id, [perimeter.roleCode]);
        if (!created) throw new Error(`sauvegarde ${perimeter.id} disparue`);
        const answer = toArchive(created);
        await recordChange(tx, {
          access,
          roleCode: perimeter.roleCode,
          group: 'archives',
          oldValues: { archive: null },
          newValues: { archive: answer },
        });
        return answer;
      });
    },

    async update(access, request) {
      if (request.rolename !== undefined) assertRoleAccess(access, request.rolename);
      return db.transaction(async (tx) => {
        const seen = await reachableArchive(tx, access, request.perimeterID, request.rolename);
        const roleCode = seen.archive.roleCode;
        await lockRole(tx, roleCode);
        const before = await reachableArchive(tx, access, request.perimeterID, request.rolename);
        if (request.simulation !== undefined && request.simulation !== before.archive.simulation) {
          throw new ApiProblem(
            'VALIDATION',
            'Sauvegarde non modifiée : une sauvegarde de simulation le reste, et inversement.',
            [{ path: 'body.simulation', message: simulationProblem(before.archive.simulation) }],
          );
        }
        const place = await checkedPlace(tx, roleCode, request, request.perimeterID);
        if (place.name === before.archive.name && place.category === before.archive.category)
          return toArchive(before);
        const key = { roleCode, perimeterId: request.perimeterID };
        await updateArchive(tx, key, place);
        const after = await reachableArchive(tx, access, request.perimeterID, undefined);
        const answer = toArchive(after);
        await recordChange(tx, {
          access,
          roleCode,
          group: 'archives',
          oldValues: { archive: toArchive(before) },
          newValues: { archive: answer },
        });
        return answer;
      });
    },

    async remove(access, request) {
      if (request.rolename !== undefined) assertRoleAccess(access, request.rolename);
      const retired = await db.transaction(async (tx) => {
        const seen = await reachableArchive(tx, access, request.perimeterID, request.rolename);
        const roleCode = seen.archive.roleCode;
        await lockRole(tx, roleCode);
        const before = await reachableArchive(tx, access, request.perimeterID, request.rolename);
        const key = { roleCode, perimeterId: request.perimeterID };
        await deleteArchive(tx, key);
        await recordChange(tx, {
          access,
          roleCode,
          group: 'archives',
          oldValues: { archive: toArchive(before) },
          newValues: { archive: null },
        });
        // Unfrozen, the perimeter goes at once unless its user still works on it; it is
        // then retired by that user's next computation, as any other.
        const perimeter = await findPerimeter(tx, key);
        if (!perimeter) return false;
        if (perimeter.userId) await lockComputedPerimetersOfUser(tx, perimeter.userId);
        if (await isCurrentPerimeter(tx, perimeter)) return false;
        await retireComputedPerimeters(tx, [perimeter]);
        return true;
      });
      if (retired) deps.purger.schedule();
    },
  };
}
