import type {
  ConcentrationExclusionEntry,
  DefaultedLoanEntry,
  IntraGroupEntry,
  LongTermAsset,
  PropertyLeverageEntry,
  ScrClientLists,
  StrategicParticipation,
} from '@prisme/domain';
import type { scrClientListEntries } from '../../db/schema';
import type { ListEntryRow, ListName } from './repository';

type Row = typeof scrClientListEntries.$inferSelect;
type Entry<L extends ListName> = ScrClientLists[L][number];

/** What GET answers for each list (spec §3: the strategic and LTEI GETs nest their codes). */
export interface ListViews {
  strategicParticipations: StrategicParticipation;
  longTermAssets: LongTermAsset;
  intraGroups: IntraGroupEntry;
  concentrationExclusions: ConcentrationExclusionEntry;
  propertyLeverages: PropertyLeverageEntry;
  defaultedLoans: DefaultedLoanEntry;
}

export const LIST_NAMES: readonly ListName[] = [
  'strategicParticipations',
  'longTermAssets',
  'intraGroups',
  'concentrationExclusions',
  'propertyLeverages',
  'defaultedLoans',
];

/** A saved entry as a table row; the columns its list does not use stay null. */
export function toRow<L extends ListName>(
  roleCode: string,
  list: L,
  entry: Entry<L>,
  position: number,
): ListEntryRow {
  const e = entry as Partial<Record<string, unknown>> & Entry<L>;
  return {
    roleCode,
    list,
    position,
    code: e.code,
    denomination: e.denomination,
    codeCic: String(e['codeCIC'] ?? e['cic'] ?? ''),
    portfolioCode: (e['portfolioCode'] as string | undefined) ?? null,
    compartmentCode: (e['compartmentCode'] as string | undefined) ?? null,
    currency: (e['currency'] as string | undefined) ?? null,
    qrtAdjEqMethVal: (e['qrtAdjEqMethVal'] as number | null | undefined) ?? null,
    leverageRate: (e['leverageRate'] as number | undefined) ?? null,
    ownUse: (e['ownUse'] as boolean | undefined) ?? null,
  };
}

/** A row in the save-payload shape: what the engine takes (ScrClientLists). */
export function toEntry<L extends ListName>(list: L, row: Row): Entry<L> {
  const base = { roleName: row.roleCode, code: row.code, denomination: row.denomination };
  const filters = {
    portfolioCode: row.portfolioCode ?? '*',
    compartmentCode: row.compartmentCode ?? '*',
  };
  switch (list) {
    case 'strategicParticipations':
      return {
        ...base,
        codeCIC: row.codeCic,
        qrtAdjEqMethVal: row.qrtAdjEqMethVal,
        ...filters,
      } as Entry<L>;
    case 'longTermAssets':
      return {
        ...base,
        codeCIC: row.codeCic,
        ...filters,
        currency: row.currency ?? '*',
      } as Entry<L>;
    case 'propertyLeverages':
      return {
        ...base,
        leverageRate: row.leverageRate ?? 0,
        ownUse: row.ownUse ?? false,
        cic: row.codeCic,
      } as Entry<L>;
    default:
      return { ...base, cic: row.codeCic } as Entry<L>;
  }
}

/** A row as the list's GET answers it. */
export function toView<L extends ListName>(list: L, row: Row): ListViews[L] {
  const base = { roleName: row.roleCode, code: row.code, denomination: row.denomination };
  const nested = {
    portfolio: { code: row.portfolioCode ?? '*' },
    compartment: { code: row.compartmentCode ?? '*' },
    cic: { code: row.codeCic },
  };
  if (list === 'strategicParticipations')
    return { ...base, qrtAdjEqMethVal: row.qrtAdjEqMethVal, ...nested } as ListViews[L];
  if (list === 'longTermAssets')
    return { ...base, ...nested, currency: row.currency ?? '*' } as ListViews[L];
  return toEntry(list, row) as ListViews[L];
}

/** The lists of a role from its rows (any order of lists, positions ascending). */
export function toClientLists(rows: readonly Row[]): ScrClientLists {
  const lists: { [L in ListName]: Entry<L>[] } = {
    strategicParticipations: [],
    longTermAssets: [],
    intraGroups: [],
    concentrationExclusions: [],
    propertyLeverages: [],
    defaultedLoans: [],
  };
  for (const row of rows) {
    const list = row.list as ListName;
    if (list in lists) (lists[list] as Entry<ListName>[]).push(toEntry(list, row));
  }
  return lists;
}
