import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { clientRoles } from '../../../db/schema';
import { RejectedImport } from '../import-report';
import type { ImportJob } from './importer';

/** Where an administrator sets the structure up, as the refusals name it (issue 35 §A.3). */
export const STRUCTURE_PLACES =
  'sur la page Clients et portefeuilles ou par un fichier Structure des portefeuilles';

/**
 * Refuses the whole file of a client that does not exist or is deactivated (issue 35
 * §A.3): a deactivated client takes no import until it is reactivated.
 */
export async function requireActiveClient(job: ImportJob): Promise<string> {
  const roleCode = job.roleCode!;
  const state = await clientState(job.tx, roleCode);
  const problem =
    state === 'missing'
      ? `Le client « ${roleCode} » n’existe pas : créez-le d’abord sur la page Clients et portefeuilles.`
      : state === 'deactivated'
        ? `Le client « ${roleCode} » est désactivé : réactivez-le sur la page Clients et portefeuilles pour intégrer ses fichiers.`
        : undefined;
  if (problem) {
    job.report.add(1, '', problem);
    throw new RejectedImport(job.report, 0);
  }
  return roleCode;
}

async function clientState(tx: Transaction, roleCode: string) {
  const [row] = await tx
    .select({ deactivatedAt: clientRoles.deactivatedAt })
    .from(clientRoles)
    .where(eq(clientRoles.code, roleCode));
  if (!row) return 'missing';
  return row.deactivatedAt === null ? 'active' : 'deactivated';
}
