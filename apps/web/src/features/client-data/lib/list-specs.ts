import {
  concentrationExclusionListSchema,
  intraGroupListSchema,
  longTermAssetListSchema,
  messages,
  propertyLeverageListSchema,
  strategicParticipationListSchema,
  type ClientListKey,
} from '@prisme/domain';
import type { AnswerSchema } from '../../../api/client';
import type { ParameterGroup } from '../../../state';

/** The editable fields of a row, in the order of the grid and of a pasted spreadsheet. */
export type ListField =
  | 'code'
  | 'denomination'
  | 'cic'
  | 'portfolio'
  | 'compartment'
  | 'currency'
  | 'qrtAdjEqMethVal'
  | 'leverageRate'
  | 'ownUse';

export interface ListSpec {
  /** Under /api/: GET ?rolename=…, PUT {rolename, [bodyKey]: entries}. */
  path: string;
  bodyKey: string;
  /** The CIC choices, where the list has a filter endpoint. */
  filtersPath?: string;
  navGroup: ParameterGroup;
  fields: readonly ListField[];
  answer: AnswerSchema<unknown[]>;
  messages: { load: string; save: string };
}

const COMMON: readonly ListField[] = ['code', 'denomination', 'cic'];

/** The five client-data lists of spec §3, §7. */
export const LIST_SPECS: Record<ClientListKey, ListSpec> = {
  strategicParticipations: {
    path: 'parameters/strategic-parameters',
    bodyKey: 'strategicParticipations',
    filtersPath: 'parameters/strategic-parameters-cic-filters',
    navGroup: 'strategicParticipations',
    fields: [...COMMON, 'portfolio', 'compartment', 'qrtAdjEqMethVal'],
    answer: strategicParticipationListSchema,
    messages: messages.parameters.strategicParticipations,
  },
  longTermAssets: {
    path: 'parameters/long-term-assets',
    bodyKey: 'longTermAssets',
    filtersPath: 'parameters/long-term-assets-cic-filters',
    navGroup: 'ltei',
    fields: [...COMMON, 'portfolio', 'compartment', 'currency'],
    answer: longTermAssetListSchema,
    messages: messages.parameters.ltei,
  },
  intraGroups: {
    path: 'parameters/intra-groups',
    bodyKey: 'intraGroups',
    navGroup: 'intraGroup',
    fields: COMMON,
    answer: intraGroupListSchema,
    messages: messages.parameters.intraGroup,
  },
  concentrationExclusions: {
    path: 'parameters/exclude-scr-concentration',
    bodyKey: 'excludeSCRConcentrations',
    navGroup: 'concentrationExclusion',
    fields: COMMON,
    answer: concentrationExclusionListSchema,
    messages: messages.parameters.concentrationExclusion,
  },
  propertyLeverages: {
    path: 'parameters/property-leverage',
    bodyKey: 'propertyLeverages',
    filtersPath: 'parameters/property-leverage-filters',
    navGroup: 'propertyLeverage',
    fields: [...COMMON, 'leverageRate', 'ownUse'],
    answer: propertyLeverageListSchema,
    messages: messages.parameters.propertyLeverage,
  },
};

/** Column headers, also recognised as a header line in a paste. */
export const FIELD_LABELS: Record<ListField, string> = {
  code: 'Code ISIN',
  denomination: 'Dénomination',
  cic: 'CIC',
  portfolio: 'Portefeuille',
  compartment: 'Compartiment',
  currency: 'Devise',
  qrtAdjEqMethVal: 'Valeur mise en équivalence (S.06.02)',
  leverageRate: 'Taux d’endettement',
  ownUse: 'Usage propre',
};
