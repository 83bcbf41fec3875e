import { frenchDate } from '@prisme/domain';
import {
  MONEY_CURRENCIES,
  MODIFIED_DURATION_PRIORITIES,
  cicFilterOptions,
  type CicFilterOption,
  type ClientListEntry,
  type CurrencyOption,
  type FilteredClientList,
  type KnownSecurity,
  type ModifiedDurationPriority,
  type ScrParameters,
  type ScrReference,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database, Executor } from '../../db/client';
import { ApiProblem } from '../../http/errors';
import { findScrReference } from '../solvency/settings-repository';
import { recordChange } from './audit';
import { effectiveGroup } from './groups';
import { toEntry, toRow, toView, type ListViews } from './lists';
import {
  findGroups,
  findListEntries,
  findSecuritiesByCodes,
  findYieldCurveIds,
  lockForSave,
  replaceListEntries,
  upsertGroup,
  type GroupName,
  type ListName,
} from './repository';
import { resolveRole } from './role';
import { checkedList } from './validation';

/** The caller fields a group's PUT body carries besides the group's own. */
interface GroupSave {
  userID?: string | undefined;
  rolename?: string | undefined;
}

/**
 * SCR parameters (spec §3, §7 "Parameters"): the four groups per user and client role,
 * the five client-data lists per client role, and the reference data the screens choose
 * from. Every read and save is limited to the caller's clients; every save is one
 * transaction with its audit row.
 */
export interface ParametersService {
  scrReference(valuationDate: string): Promise<ScrReference>;
  yieldCurveIds(): Promise<string[]>;
  modifiedDurationPriorities(): ModifiedDurationPriority[];
  currencies(): CurrencyOption[];
  cicFilters(list: FilteredClientList): CicFilterOption[];
  /** The referential's name and CIC of the codes a list names (shared by every client). */
  knownSecurities(codes: readonly string[]): Promise<KnownSecurity[]>;
  group<G extends GroupName>(
    access: UserAccess,
    group: G,
    rolename: string | undefined,
  ): Promise<ScrParameters[G]>;
  saveGroup<G extends GroupName>(
    access: UserAccess,
    group: G,
    body: ScrParameters[G] & GroupSave,
  ): Promise<ScrParameters[G]>;
  list<L extends ListName>(
    access: UserAccess,
    list: L,
    rolename: string | undefined,
  ): Promise<ListViews[L][]>;
  saveList<L extends ListName>(
    access: UserAccess,
    list: L,
    save: { rolename: string; bodyKey: string; entries: readonly ClientListEntry<L>[] },
  ): Promise<ListViews[L][]>;
}

// Reference data of the domain, computed once: the currencies in force, by French name.
const ISO_CURRENCIES: CurrencyOption[] = MONEY_CURRENCIES.map((c) => ({
  code: c.code,
  name: c.nameFr,
}));
const PRIORITIES: ModifiedDurationPriority[] = MODIFIED_DURATION_PRIORITIES.map(
  ({ code, name }) => ({ code, name }),
);

/**
 * The curve of the interest-rate parameters must be one the server has loaded: an
 * unknown or empty id was saved, and broke the next SCR computation (issue 14).
 */
async function checkYieldCurve(db: Executor, curveId: string): Promise<void> {
  const known = await findYieldCurveIds(db);
  if (known.includes(curveId)) return;
  const message = !curveId.trim()
    ? 'Choisissez la courbe de taux du calcul.'
    : known.length
      ? `La courbe de taux « ${curveId} » n’est pas intégrée : choisissez l’une de ${known.join(', ')}.`
      : `La courbe de taux « ${curveId} » n’est pas intégrée : aucune courbe EIOPA ne l’est encore.`;
  throw new ApiProblem('VALIDATION', `Paramètres de taux non enregistrés. ${message}`, [
    { path: 'body.yieldCurveID', message },
  ]);
}

export function createParametersService(db: Database): ParametersService {
  return {
    async scrReference(valuationDate) {
      const row = await findScrReference(db, valuationDate);
      if (!row) {
        throw new ApiProblem(
          'NOT_FOUND',
          `Aucune référence EIOPA (ajustement symétrique) n’est disponible au ${frenchDate(valuationDate)}.`,
        );
      }
      return {
        type1Stress: row.type1Stress,
        type2Stress: row.type2Stress,
        yieldCurve: row.yieldCurveId,
        symmetricAdjustment: row.symmetricAdjustment,
      };
    },

    yieldCurveIds: () => findYieldCurveIds(db),
    modifiedDurationPriorities: () => PRIORITIES,
    currencies: () => ISO_CURRENCIES,
    cicFilters: (list) => cicFilterOptions(list),
    knownSecurities: (codes) => findSecuritiesByCodes(db, codes),

    async group(access, group, rolename) {
      const roleCode = await resolveRole(db, access, rolename);
      const saved = await findGroups(db, roleCode, access.userId);
      return effectiveGroup(group, saved[group]);
    },

    async saveGroup<G extends GroupName>(
      access: UserAccess,
      group: G,
      body: ScrParameters[G] & GroupSave,
    ) {
      const roleCode = await resolveRole(db, access, body.rolename);
      const { userID: _userID, rolename: _rolename, ...fields } = body;
      return db.transaction(async (tx) => {
        await lockForSave(tx, `group:${roleCode}:${access.userId}:${group}`);
        const saved = await findGroups(tx, roleCode, access.userId);
        const old = effectiveGroup(group, saved[group]);
        // Hidden fields the screen does not send keep the values in force.
        const next = { ...old, ...fields } as ScrParameters[G];
        if (group === 'interestRate') {
          await checkYieldCurve(tx, (next as ScrParameters['interestRate']).yieldCurveID);
        }
        await upsertGroup(tx, roleCode, access.userId, group, next);
        await recordChange(tx, { access, roleCode, group, oldValues: old, newValues: next });
        return next;
      });
    },

    async list(access, list, rolename) {
      const roleCode = await resolveRole(db, access, rolename);
      const rows = await findListEntries(db, roleCode, list);
      return rows.map((row) => toView(list, row));
    },

    async saveList(access, list, save) {
      const roleCode = await resolveRole(db, access, save.rolename);
      const entries = checkedList(list, save.bodyKey, save.entries, roleCode);
      return db.transaction(async (tx) => {
        await lockForSave(tx, `list:${roleCode}:${list}`);
        const before = await findListEntries(tx, roleCode, list);
        await replaceListEntries(
          tx,
          roleCode,
          list,
          entries.map((entry, position) => toRow(roleCode, list, entry, position)),
        );
        const after = await findListEntries(tx, roleCode, list);
        await recordChange(tx, {
          access,
          roleCode,
          group: list,
          oldValues: before.map((row) => toEntry(list, row)),
          newValues: after.map((row) => toEntry(list, row)),
        });
        return after.map((row) => toView(list, row));
      });
    },
  };
}
