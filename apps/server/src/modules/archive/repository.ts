import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { archives, computedPerimeters } from '../../db/schema';

/**
 * Storage of the archives (issue 18). Every read names the client roles it may reach
 * (undefined: an administrator, every role): another client's archive is not found.
 */
export type ArchiveRow = typeof archives.$inferSelect;

/**
 * The join of a per-perimeter table (a result, the perimeter itself) to the archive that
 * keeps it: same perimeter, same client. One condition for every reader of archived
 * results (history, the PAI statement's previous year).
 */
export const ofArchivedPerimeter = (table: {
  perimeterId: AnyPgColumn;
  roleCode: AnyPgColumn;
}): SQL => and(eq(table.perimeterId, archives.perimeterId), eq(table.roleCode, archives.roleCode))!;

/** The computed perimeter an archive keeps (its id is the archive's perimeter). */
export const archivedPerimeter: SQL = ofArchivedPerimeter({
  perimeterId: computedPerimeters.id,
  roleCode: computedPerimeters.roleCode,
});

/** An archive with what its perimeter says of it. */
const archiveColumns = {
  archive: archives,
  simulationDate: computedPerimeters.createdAt,
  valuationDate: computedPerimeters.valuationDate,
  portfolios: computedPerimeters.portfolios,
  compartments: computedPerimeters.compartments,
  lookThroughLevel: computedPerimeters.lookThroughLevel,
};
export interface ArchiveView {
  archive: ArchiveRow;
  simulationDate: Date;
  valuationDate: string;
  portfolios: string[];
  compartments: string[];
  lookThroughLevel: string;
}

const withPerimeter = (db: Executor) =>
  db
    .select(archiveColumns)
    .from(archives)
    .innerJoin(
      computedPerimeters,
      and(
        eq(computedPerimeters.id, archives.perimeterId),
        eq(computedPerimeters.roleCode, archives.roleCode),
      ),
    );

/** A role's archives, the latest computation first (spec §4, §9). */
export async function findArchives(db: Executor, roleCode: string): Promise<ArchiveView[]> {
  return withPerimeter(db)
    .where(eq(archives.roleCode, roleCode))
    .orderBy(
      desc(computedPerimeters.createdAt),
      desc(archives.archivedAt),
      asc(archives.category),
      asc(archives.name),
    );
}

/** The archive of a perimeter, within the given roles (all when undefined). */
export async function findArchive(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<ArchiveView | undefined> {
  const byId = eq(archives.perimeterId, perimeterId);
  const [row] = await withPerimeter(db).where(
    roleCodes ? and(byId, inArray(archives.roleCode, [...roleCodes])) : byId,
  );
  return row;
}

/** The role's archives of one category (name and perimeter), to check a name. */
export async function findCategoryNames(
  db: Executor,
  roleCode: string,
  category: string,
): Promise<{ perimeterId: string; name: string }[]> {
  return db
    .select({ perimeterId: archives.perimeterId, name: archives.name })
    .from(archives)
    .where(and(eq(archives.roleCode, roleCode), eq(archives.category, category)));
}

/** The categories the role's archives use. */
export async function findRoleCategories(db: Executor, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: archives.category })
    .from(archives)
    .where(eq(archives.roleCode, roleCode));
  return rows.map((r) => r.category);
}

export async function insertArchive(db: Executor, row: typeof archives.$inferInsert) {
  await db.insert(archives).values(row);
}

export async function updateArchive(
  db: Executor,
  key: { roleCode: string; perimeterId: string },
  change: { name: string; category: string },
): Promise<void> {
  await db
    .update(archives)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(archives.roleCode, key.roleCode), eq(archives.perimeterId, key.perimeterId)));
}

export async function deleteArchive(
  db: Executor,
  key: { roleCode: string; perimeterId: string },
): Promise<void> {
  await db
    .delete(archives)
    .where(and(eq(archives.roleCode, key.roleCode), eq(archives.perimeterId, key.perimeterId)));
}

/** What an archive needs of a computed perimeter. */
export type ArchivablePerimeter = Pick<
  typeof computedPerimeters.$inferSelect,
  'id' | 'roleCode' | 'userId' | 'simulationId' | 'createdAt' | 'portfolios'
>;
const perimeterColumns = {
  id: computedPerimeters.id,
  roleCode: computedPerimeters.roleCode,
  userId: computedPerimeters.userId,
  simulationId: computedPerimeters.simulationId,
  createdAt: computedPerimeters.createdAt,
  portfolios: computedPerimeters.portfolios,
};

/** A computed perimeter of a user, within the given roles (all when undefined). */
export async function findUserPerimeter(
  db: Executor,
  perimeterId: string,
  userId: string,
  roleCodes: readonly string[] | undefined,
): Promise<ArchivablePerimeter | undefined> {
  const mine = and(eq(computedPerimeters.id, perimeterId), eq(computedPerimeters.userId, userId));
  const [row] = await db
    .select(perimeterColumns)
    .from(computedPerimeters)
    .where(roleCodes ? and(mine, inArray(computedPerimeters.roleCode, [...roleCodes])) : mine);
  return row;
}

/** A computed perimeter by its key. */
export async function findPerimeter(
  db: Executor,
  key: { roleCode: string; perimeterId: string },
): Promise<ArchivablePerimeter | undefined> {
  const [row] = await db
    .select(perimeterColumns)
    .from(computedPerimeters)
    .where(
      and(
        eq(computedPerimeters.id, key.perimeterId),
        eq(computedPerimeters.roleCode, key.roleCode),
      ),
    );
  return row;
}

/**
 * Whether a perimeter is its user's current one: the newest of its kind (the client's own
 * or a simulation's), the one a computation of that kind would retire next.
 */
export async function isCurrentPerimeter(
  db: Executor,
  perimeter: ArchivablePerimeter,
): Promise<boolean> {
  if (!perimeter.userId) return false;
  const [newer] = await db
    .select({ id: computedPerimeters.id })
    .from(computedPerimeters)
    .where(
      and(
        eq(computedPerimeters.userId, perimeter.userId),
        perimeter.simulationId
          ? isNotNull(computedPerimeters.simulationId)
          : isNull(computedPerimeters.simulationId),
        gt(computedPerimeters.createdAt, perimeter.createdAt),
      ),
    )
    .limit(1);
  return newer === undefined;
}

/** The names of a role's portfolios, by code (the look-through's summary uses the same). */
export { portfolioLabels as findPortfolioNames } from '../lookthrough/perimeter-repository';
