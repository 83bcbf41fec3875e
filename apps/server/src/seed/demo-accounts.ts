import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { RightFlags } from '@prisme/domain';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { clientRoles, idpCredentials, userClientRoles, userRights, users } from '../db/schema';

interface DemoAccount {
  login: string;
  displayName: string;
  isAdmin: boolean;
  rights: RightFlags;
  roles: string[];
}

const ALL: RightFlags = {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
};
const NONE: RightFlags = {
  transparency: false,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
};

/** The demo client roles; the data issue fills them with portfolios. */
export const DEMO_ROLES = [
  { code: 'Client.DEMO1', name: 'Mutuelle Vie Horizon' },
  { code: 'Client.DEMO2', name: 'Prévoyance Solidaire de l’Ouest' },
  { code: 'FDLCCP', name: 'Caisse de Retraite des Cadres de Provence' },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'admin', displayName: 'Administrateur Prisme', isAdmin: true, rights: NONE, roles: [] },
  {
    login: 'analyste',
    displayName: 'Claire Analyste',
    isAdmin: false,
    rights: ALL,
    roles: ['Client.DEMO1'],
  },
  {
    login: 'lecteur',
    displayName: 'Louis Lecteur',
    isAdmin: false,
    rights: { ...NONE, transparency: true },
    roles: ['Client.DEMO2'],
  },
];

/**
 * Creates the demo roles and accounts when the database has no user yet, in one
 * transaction. Answers true when it created them.
 */
export async function seedDemoAccounts(db: Database, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(7411620003)`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    await tx.insert(clientRoles).values(DEMO_ROLES).onConflictDoNothing();
    for (const account of DEMO_ACCOUNTS) {
      const accountId = randomUUID();
      const [user] = await tx
        .insert(users)
        .values({
          accountId,
          displayName: account.displayName,
          email: `${account.login}@prisme.demo`,
        })
        .returning({ id: users.id });
      await tx
        .insert(userRights)
        .values({ userId: user!.id, isAdmin: account.isAdmin, ...account.rights });
      if (account.roles.length) {
        await tx
          .insert(userClientRoles)
          .values(
            account.roles.map((roleCode, position) => ({ userId: user!.id, roleCode, position })),
          );
      }
      await tx.insert(idpCredentials).values({ accountId, login: account.login, passwordHash });
    }
    return true;
  });
}
