import { and, eq, sql } from 'drizzle-orm';
import type { PaiLines, PaiStatement, PaiTextsRequest } from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { computedPerimeters } from '../../db/schema';
import { problem } from '../../http/errors';
import { writeExportFile } from '../../temporary-folders';
import { reachableRoles } from '../lookthrough/service';
import { findComputedPerimeter } from '../lookthrough/perimeter-repository';
import { paiLinesOf } from './drill-down';
import { findArchivedPaiResult, findPaiResult, findPaiTexts, savePaiTexts } from './store';
import { writePaiWorkbook } from './workbook';

/**
 * The SFDR PAI statement of a computed perimeter (issue 38 §8–10), within the caller's
 * client roles: another client's perimeter answers 404 with nothing of it.
 */
export interface PaiService {
  /** GET /api/esg/pai: the statement, the previous year's from its archive, the texts. */
  statement(access: UserAccess, perimeterId: string): Promise<PaiStatement>;
  /** GET /api/esg/pai/lines: a figure's securities, their lines summed (drill-down). */
  lines(access: UserAccess, perimeterId: string, figure: string): Promise<PaiLines>;
  /** PUT /api/esg/pai/texts: the « Explication » and « Mesures prises » columns, saved. */
  saveTexts(access: UserAccess, request: PaiTextsRequest): Promise<PaiStatement>;
  /** GET /api/esg/pai/workbook: the statement in Annex I's layout. */
  workbook(access: UserAccess, perimeterId: string): Promise<{ path: string; fileName: string }>;
}

const NO_RESULT = 'Aucune déclaration PAI pour ce périmètre : lancez le calcul ESG.';

/** The date a year before (29 February → 28 February). */
export function yearBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function createPaiService(db: Database, dataDir: string): PaiService {
  async function statementOf(access: UserAccess, perimeterId: string): Promise<PaiStatement> {
    const result = await findPaiResult(db, perimeterId, reachableRoles(access));
    if (!result) throw problem('NOT_FOUND', NO_RESULT);
    const key = { roleCode: result.rolename, perimeterId };
    const [archived, texts] = await Promise.all([
      findArchivedPaiResult(db, result.rolename, yearBefore(result.valuationDate)),
      findPaiTexts(db, key),
    ]);
    return {
      result,
      previous: archived
        ? {
            perimeterID: archived.result.perimeterID,
            archiveName: archived.name,
            valuationDate: archived.result.valuationDate,
            values: Object.fromEntries(archived.result.figures.map((f) => [f.key, f.value])),
          }
        : null,
      texts,
    };
  }

  return {
    statement: statementOf,

    async lines(access, perimeterId, figure) {
      const perimeter = await findComputedPerimeter(db, perimeterId, reachableRoles(access));
      if (!perimeter || !(await findPaiResult(db, perimeterId, [perimeter.roleCode])))
        throw problem('NOT_FOUND', NO_RESULT);
      return { figure, lines: await paiLinesOf(db, perimeter, figure) };
    },

    async saveTexts(access, request) {
      // Only a perimeter of the caller's clients that has a statement takes texts: 404
      // before anything is written otherwise.
      const result = await findPaiResult(db, request.perimeterID, reachableRoles(access));
      if (!result) throw problem('NOT_FOUND', NO_RESULT);
      assertRoleAccess(access, result.rolename);
      const key = { roleCode: result.rolename, perimeterId: request.perimeterID };
      await db.transaction(async (tx) => {
        // The perimeter must still be there (a retirement takes its texts with it).
        const [kept] = await tx
          .select({ one: sql<number>`1` })
          .from(computedPerimeters)
          .where(
            and(
              eq(computedPerimeters.id, key.perimeterId),
              eq(computedPerimeters.roleCode, key.roleCode),
            ),
          )
          .for('update');
        if (!kept) throw problem('NOT_FOUND', NO_RESULT);
        await savePaiTexts(tx, key, request.texts, access.displayName);
      });
      return statementOf(access, request.perimeterID);
    },

    async workbook(access, perimeterId) {
      const statement = await statementOf(access, perimeterId);
      const { valuationDate, rolename } = statement.result;
      const fileName = `Declaration_PAI_${rolename.replace(/[^\w.-]+/g, '_')}_${valuationDate.replaceAll('-', '')}.xlsx`;
      const { path } = await writeExportFile(dataDir, 'xlsx', (file) =>
        writePaiWorkbook(file, statement),
      );
      return { path, fileName };
    },
  };
}
