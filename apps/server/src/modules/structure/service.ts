import {
  structureUsageText,
  type CreateClientBody,
  type CreateCompartmentBody,
  type CreatePortfolioBody,
  type ManagedClient,
  type ManagedCompartment,
  type ManagedPortfolio,
  type UndertakingBody,
  type UpdateClientBody,
  type UpdateCompartmentBody,
  type UpdatePortfolioBody,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database, Transaction } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import {
  countClientSettings,
  deleteClientRow,
  deleteCompartmentRow,
  deletePortfolioRow,
  insertClient,
  insertCompartment,
  insertPortfolio,
  lockClient,
  lockCompartment,
  lockCompartmentsOf,
  lockPortfolio,
  readStructure,
  updateClientRow,
  updateCompartmentRow,
  updatePortfolioRow,
  updateUndertakingRow,
} from './repository';

/**
 * The clients' structure (issue 35 §A.3), for administrators only (the routes' guard):
 * client roles, their portfolios and compartments. Each change is one transaction with
 * its audit row (group 'structure', under the client's code). Nothing that data refers
 * to is deleted: it is deactivated instead, and the refusal says what refers to it.
 */
export interface StructureService {
  list(): Promise<ManagedClient[]>;
  createClient(access: UserAccess, body: CreateClientBody): Promise<ManagedClient>;
  updateClient(access: UserAccess, client: string, body: UpdateClientBody): Promise<ManagedClient>;
  /** The undertaking that files the client's QRTs: LEI, name, reporting currency (issue 36 §5). */
  setUndertaking(access: UserAccess, client: string, body: UndertakingBody): Promise<ManagedClient>;
  deleteClient(access: UserAccess, client: string): Promise<void>;
  createPortfolio(
    access: UserAccess,
    client: string,
    body: CreatePortfolioBody,
  ): Promise<ManagedPortfolio>;
  updatePortfolio(
    access: UserAccess,
    client: string,
    portfolio: string,
    body: UpdatePortfolioBody,
  ): Promise<ManagedPortfolio>;
  deletePortfolio(access: UserAccess, client: string, portfolio: string): Promise<void>;
  createCompartment(
    access: UserAccess,
    client: string,
    portfolio: string,
    body: CreateCompartmentBody,
  ): Promise<ManagedCompartment>;
  updateCompartment(
    access: UserAccess,
    client: string,
    portfolio: string,
    compartment: string,
    body: UpdateCompartmentBody,
  ): Promise<ManagedCompartment>;
  deleteCompartment(
    access: UserAccess,
    client: string,
    portfolio: string,
    compartment: string,
  ): Promise<void>;
}

const clientMissing = (client: string) =>
  new ApiProblem('NOT_FOUND', `Le client « ${client} » n’existe pas.`);
const portfolioMissing = (client: string, portfolio: string) =>
  new ApiProblem(
    'NOT_FOUND',
    `Le portefeuille « ${portfolio} » n’existe pas pour le client « ${client} ».`,
  );
const compartmentMissing = (portfolio: string, compartment: string) =>
  new ApiProblem(
    'NOT_FOUND',
    `Le compartiment « ${compartment} » n’existe pas dans le portefeuille « ${portfolio} ».`,
  );

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** A deletion refused while anything refers to the item, saying what (STRUCTURE_IN_USE). */
function refuseIfReferred(item: string, references: string[]): void {
  const said = references.filter(Boolean);
  if (said.length === 0) return;
  throw new ApiProblem(
    'STRUCTURE_IN_USE',
    `${item} n’est pas supprimé : des données s’y rapportent (${said.join(', ')}). ` +
      'Désactivez-le plutôt : il ne sera plus proposé ni importé, et ses résultats resteront lisibles.',
  );
}

/** A deactivation keeps its first date; a reactivation clears it. */
const deactivatedAtOf = (active: boolean, before: Date | null, now: Date) =>
  active ? null : (before ?? now);

// What an audit row keeps of an item: its fields, not its usage counts (read at the time).
const clientValues = ({
  usage: _usage,
  accounts: _accounts,
  portfolios,
  ...client
}: ManagedClient) => ({
  ...client,
  portfolios: portfolios.map(portfolioValues),
});
const portfolioValues = ({ usage: _usage, compartments, ...portfolio }: ManagedPortfolio) => ({
  ...portfolio,
  compartments: compartments.map(compartmentValues),
});
const compartmentValues = ({ usage: _usage, ...compartment }: ManagedCompartment) => compartment;

export function createStructureService(db: Database): StructureService {
  async function clientOf(
    tx: Transaction,
    client: string,
    withUsage = true,
  ): Promise<ManagedClient> {
    const [found] = await readStructure(tx, client, withUsage);
    if (!found) throw clientMissing(client);
    return found;
  }
  async function portfolioOf(tx: Transaction, client: string, portfolio: string, withUsage = true) {
    const found = (await clientOf(tx, client, withUsage)).portfolios.find(
      (p) => p.code === portfolio,
    );
    if (!found) throw portfolioMissing(client, portfolio);
    return found;
  }
  async function compartmentOf(
    tx: Transaction,
    client: string,
    portfolio: string,
    compartment: string,
    withUsage = true,
  ) {
    const found = (await portfolioOf(tx, client, portfolio, withUsage)).compartments.find(
      (c) => c.code === compartment,
    );
    if (!found) throw compartmentMissing(portfolio, compartment);
    return found;
  }
  const audit = (
    tx: Transaction,
    access: UserAccess,
    client: string,
    oldValues: unknown,
    newValues: unknown,
  ) => recordChange(tx, { access, roleCode: client, group: 'structure', oldValues, newValues });

  return {
    list: () => readStructure(db),

    createClient: (access, { code, label }) =>
      db.transaction(async (tx) => {
        if (!(await insertClient(tx, code, label)))
          throw new ApiProblem('CONFLICT', `Le client « ${code} » existe déjà.`);
        const created = await clientOf(tx, code);
        await audit(tx, access, code, { client: null }, { client: clientValues(created) });
        return created;
      }),

    updateClient: (access, client, { label, active }) =>
      db.transaction(async (tx) => {
        const row = await lockClient(tx, client);
        if (!row) throw clientMissing(client);
        const before = await clientOf(tx, client, false);
        const deactivatedAt = deactivatedAtOf(active, row.deactivatedAt, new Date());
        await updateClientRow(tx, client, { label, deactivatedAt });
        const after = await clientOf(tx, client);
        await audit(
          tx,
          access,
          client,
          { client: shallowClient(before) },
          { client: shallowClient(after) },
        );
        return after;
      }),

    setUndertaking: (access, client, body) =>
      db.transaction(async (tx) => {
        if (!(await lockClient(tx, client))) throw clientMissing(client);
        const before = await clientOf(tx, client, false);
        await updateUndertakingRow(tx, client, body);
        const after = await clientOf(tx, client);
        await audit(
          tx,
          access,
          client,
          { undertaking: before.undertaking },
          { undertaking: after.undertaking },
        );
        return after;
      }),

    deleteClient: (access, client) =>
      db.transaction(async (tx) => {
        if (!(await lockClient(tx, client))) throw clientMissing(client);
        await lockCompartmentsOf(tx, client);
        const before = await clientOf(tx, client);
        const settings = await countClientSettings(tx, client);
        refuseIfReferred(`Le client « ${client} »`, [
          structureUsageText(before.usage),
          before.accounts > 0 ? `${plural(before.accounts, 'compte')} y ayant accès` : '',
          settings > 0
            ? `${plural(settings, 'paramètre')} enregistré${settings > 1 ? 's' : ''}`
            : '',
        ]);
        // Its portfolios and compartments, none referred to, go with it (foreign keys);
        // the audit row keeps them all, so the client can be set up again from it.
        await deleteClientRow(tx, client);
        await audit(tx, access, client, { client: clientValues(before) }, { client: null });
      }),

    createPortfolio: (access, client, body) =>
      db.transaction(async (tx) => {
        if (!(await lockClient(tx, client))) throw clientMissing(client);
        if (!(await insertPortfolio(tx, client, body)))
          throw new ApiProblem(
            'CONFLICT',
            `Le portefeuille « ${body.code} » existe déjà pour le client « ${client} ».`,
          );
        const created = await portfolioOf(tx, client, body.code);
        await audit(
          tx,
          access,
          client,
          { portfolio: null },
          { portfolio: auditedPortfolio(client, created) },
        );
        return created;
      }),

    updatePortfolio: (access, client, portfolio, { active, ...fields }) =>
      db.transaction(async (tx) => {
        const row = await lockPortfolio(tx, client, portfolio);
        if (!row) throw portfolioMissing(client, portfolio);
        const before = await portfolioOf(tx, client, portfolio, false);
        const deactivatedAt = deactivatedAtOf(active, row.deactivatedAt, new Date());
        await updatePortfolioRow(tx, client, portfolio, { ...fields, deactivatedAt });
        const after = await portfolioOf(tx, client, portfolio);
        await audit(
          tx,
          access,
          client,
          { portfolio: shallowPortfolio(client, before) },
          { portfolio: shallowPortfolio(client, after) },
        );
        return after;
      }),

    deletePortfolio: (access, client, portfolio) =>
      db.transaction(async (tx) => {
        if (!(await lockPortfolio(tx, client, portfolio)))
          throw portfolioMissing(client, portfolio);
        await lockCompartmentsOf(tx, client, portfolio);
        const before = await portfolioOf(tx, client, portfolio);
        refuseIfReferred(`Le portefeuille « ${portfolio} »`, [structureUsageText(before.usage)]);
        // Its compartments go with it (foreign key); none holds a position (checked above).
        await deletePortfolioRow(tx, client, portfolio);
        await audit(
          tx,
          access,
          client,
          { portfolio: auditedPortfolio(client, before) },
          { portfolio: null },
        );
      }),

    createCompartment: (access, client, portfolio, body) =>
      db.transaction(async (tx) => {
        if (!(await lockPortfolio(tx, client, portfolio)))
          throw portfolioMissing(client, portfolio);
        if (!(await insertCompartment(tx, client, portfolio, body)))
          throw new ApiProblem(
            'CONFLICT',
            `Le compartiment « ${body.code} » existe déjà dans le portefeuille « ${portfolio} ».`,
          );
        const created = await compartmentOf(tx, client, portfolio, body.code);
        await audit(
          tx,
          access,
          client,
          { compartment: null },
          { compartment: auditedCompartment(client, portfolio, created) },
        );
        return created;
      }),

    updateCompartment: (access, client, portfolio, compartment, { label, active }) =>
      db.transaction(async (tx) => {
        const row = await lockCompartment(tx, client, portfolio, compartment);
        if (!row) {
          await portfolioOf(tx, client, portfolio); // 404 on the portfolio first
          throw compartmentMissing(portfolio, compartment);
        }
        const before = await compartmentOf(tx, client, portfolio, compartment, false);
        const deactivatedAt = deactivatedAtOf(active, row.deactivatedAt, new Date());
        await updateCompartmentRow(tx, client, portfolio, compartment, { label, deactivatedAt });
        const after = await compartmentOf(tx, client, portfolio, compartment);
        await audit(
          tx,
          access,
          client,
          { compartment: auditedCompartment(client, portfolio, before) },
          { compartment: auditedCompartment(client, portfolio, after) },
        );
        return after;
      }),

    deleteCompartment: (access, client, portfolio, compartment) =>
      db.transaction(async (tx) => {
        if (!(await lockCompartment(tx, client, portfolio, compartment))) {
          await portfolioOf(tx, client, portfolio);
          throw compartmentMissing(portfolio, compartment);
        }
        const before = await compartmentOf(tx, client, portfolio, compartment);
        // Checked before the delete: the delete would take its positions (migration 0007).
        refuseIfReferred(`Le compartiment « ${compartment} »`, [structureUsageText(before.usage)]);
        await deleteCompartmentRow(tx, client, portfolio, compartment);
        await audit(
          tx,
          access,
          client,
          { compartment: auditedCompartment(client, portfolio, before) },
          { compartment: null },
        );
      }),
  };
}

// A change of a client or portfolio is audited without its children (unchanged by it).
const shallowClient = ({ code, label, active }: ManagedClient) => ({ code, label, active });
const shallowPortfolio = (client: string, { compartments: _c, ...portfolio }: ManagedPortfolio) => {
  const { usage: _usage, ...fields } = portfolio;
  return { client, ...fields };
};
const auditedPortfolio = (client: string, portfolio: ManagedPortfolio) => ({
  client,
  ...portfolioValues(portfolio),
});
const auditedCompartment = (
  client: string,
  portfolio: string,
  compartment: ManagedCompartment,
) => ({
  client,
  portfolio,
  ...compartmentValues(compartment),
});
