import { eq } from 'drizzle-orm';
import type { LookThroughLevelCode, SavedPerimeter } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { savedPerimeters } from '../../db/schema';

export async function findSavedPerimeter(
  db: Executor,
  userId: string,
): Promise<SavedPerimeter | null> {
  const [row] = await db.select().from(savedPerimeters).where(eq(savedPerimeters.userId, userId));
  if (!row) return null;
  return {
    valuationDate: row.valuationDate,
    rolename: row.roleCode,
    portfolios: row.portfolios,
    compartments: row.compartments,
    lookThroughLevel: row.lookThroughLevel as LookThroughLevelCode | null,
  };
}

export async function upsertSavedPerimeter(
  db: Executor,
  userId: string,
  perimeter: SavedPerimeter,
): Promise<void> {
  const values = {
    roleCode: perimeter.rolename,
    valuationDate: perimeter.valuationDate,
    portfolios: perimeter.portfolios,
    compartments: perimeter.compartments,
    lookThroughLevel: perimeter.lookThroughLevel,
    updatedAt: new Date(),
  };
  await db
    .insert(savedPerimeters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: savedPerimeters.userId, set: values });
}
