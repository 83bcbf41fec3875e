import type { ImpactResult } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem } from '../../http/errors';
import { writeExportFile } from '../../temporary-folders';
import { reachableRoles } from '../lookthrough/service';
import { reportName, type ReportFile } from '../reporting/service';
import { findImpactResult } from './repository';
import { writeImpactWorkbook } from './workbook';

/**
 * « Impact 2027 » (issue 37 §3): the SCR of a computed perimeter under both rule sets, read
 * within the caller's client roles (another client's perimeter is not found). An archived
 * perimeter keeps its id and its impact: the same calls read an archive's.
 */
export interface ImpactService {
  /** GET /api/solvency/impact; 404 when the perimeter has no impact (or is not the caller's). */
  result(access: UserAccess, perimeterId: string): Promise<ImpactResult>;
  /** GET /api/solvency/impact/workbook: the same as a workbook, written to the export folder. */
  workbook(access: UserAccess, perimeterId: string): Promise<ReportFile>;
}

const NO_IMPACT =
  'Aucune étude « Impact 2027 » pour ce périmètre : lancez le calcul du SCR avec l’option « Impact 2027 ».';

export function createImpactService(deps: { db: Database; dataDir: string }): ImpactService {
  async function result(access: UserAccess, perimeterId: string) {
    const found = await findImpactResult(deps.db, perimeterId, reachableRoles(access));
    if (!found) throw problem('NOT_FOUND', NO_IMPACT);
    return found;
  }
  return {
    result,
    async workbook(access, perimeterId) {
      const impact = await result(access, perimeterId);
      const role = access.roles.find((r) => r.code === impact.rolename);
      const clientLabel =
        role && role.name !== role.code ? `${role.name} (${role.code})` : impact.rolename;
      const { path } = await writeExportFile(deps.dataDir, 'xlsx', (file) =>
        writeImpactWorkbook(file, impact, clientLabel),
      );
      return {
        path,
        fileName: reportName(
          { roleCode: impact.rolename, valuationDate: impact.valuationDate },
          'Impact_2027',
          'xlsx',
        ),
      };
    },
  };
}
