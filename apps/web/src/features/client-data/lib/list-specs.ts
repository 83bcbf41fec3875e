import { z } from 'zod';
import {
  concentrationExclusionListSchema,
  defaultedLoanListSchema,
  esgNoteExceptionSchema,
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
  | 'ownUse'
  | 'note'
  | 'letter'
  | 'noteE'
  | 'noteS'
  | 'noteG'
  | 'validFrom'
  | 'validTo';

/**
 * The lists edited here: the client-data lists of the SCR (spec's five, and issue 37's
 * loans in default or forborne, Art. 176(1) as amended by DR 2026/269), and the forced ESG
 * ratings (spec §3 "ESG entities"), a client's list of securities like them.
 */
export type ListKey = ClientListKey | 'noteExceptions';

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
  /** What the page says above the grid. */
  help: string;
}

const CLIENT_DATA_HELP =
  'Chaque ligne désigne un titre par son code ISIN. « * » vaut tous les portefeuilles, compartiments ou devises. La colonne « Périmètre » dit si le périmètre transparisé détient le titre.';

const COMMON: readonly ListField[] = ['code', 'denomination', 'cic'];

/** The five client-data lists of spec §3, §7. */
export const LIST_SPECS: Record<ListKey, ListSpec> = {
  strategicParticipations: {
    path: 'parameters/strategic-parameters',
    bodyKey: 'strategicParticipations',
    filtersPath: 'parameters/strategic-parameters-cic-filters',
    navGroup: 'strategicParticipations',
    fields: [...COMMON, 'portfolio', 'compartment', 'qrtAdjEqMethVal'],
    answer: strategicParticipationListSchema,
    messages: messages.parameters.strategicParticipations,
    help: CLIENT_DATA_HELP,
  },
  longTermAssets: {
    path: 'parameters/long-term-assets',
    bodyKey: 'longTermAssets',
    filtersPath: 'parameters/long-term-assets-cic-filters',
    navGroup: 'ltei',
    fields: [...COMMON, 'portfolio', 'compartment', 'currency'],
    answer: longTermAssetListSchema,
    messages: messages.parameters.ltei,
    help: CLIENT_DATA_HELP,
  },
  intraGroups: {
    path: 'parameters/intra-groups',
    bodyKey: 'intraGroups',
    navGroup: 'intraGroup',
    fields: COMMON,
    answer: intraGroupListSchema,
    messages: messages.parameters.intraGroup,
    help: CLIENT_DATA_HELP,
  },
  concentrationExclusions: {
    path: 'parameters/exclude-scr-concentration',
    bodyKey: 'excludeSCRConcentrations',
    navGroup: 'concentrationExclusion',
    fields: COMMON,
    answer: concentrationExclusionListSchema,
    messages: messages.parameters.concentrationExclusion,
    help: CLIENT_DATA_HELP,
  },
  propertyLeverages: {
    path: 'parameters/property-leverage',
    bodyKey: 'propertyLeverages',
    filtersPath: 'parameters/property-leverage-filters',
    navGroup: 'propertyLeverage',
    fields: [...COMMON, 'leverageRate', 'ownUse'],
    answer: propertyLeverageListSchema,
    messages: messages.parameters.propertyLeverage,
    help: CLIENT_DATA_HELP,
  },
  defaultedLoans: {
    path: 'parameters/defaulted-loans',
    bodyKey: 'defaultedLoans',
    navGroup: 'defaultedLoans',
    fields: COMMON,
    answer: defaultedLoanListSchema,
    messages: messages.parameters.defaultedLoans,
    help: 'Chaque ligne désigne un prêt en défaut ou restructuré (« forborne ») par son code. Selon les règles 2027 (SII-2027, article 176, paragraphe 1, modifié par le règlement délégué 2026/269), ces prêts sortent du SCR spread ; selon SII-2016 la liste est sans effet. La colonne « Périmètre » dit si le périmètre transparisé détient le titre.',
  },
  noteExceptions: {
    path: 'esg/note-exceptions',
    bodyKey: 'noteExceptions',
    navGroup: 'esgNotations',
    fields: [...COMMON, 'note', 'letter', 'noteE', 'noteS', 'noteG', 'validFrom', 'validTo'],
    answer: z.array(esgNoteExceptionSchema),
    messages: messages.esg.notations,
    help: 'Chaque ligne force la note ESG (sur l’échelle du modèle, de 0 à 10 par défaut) d’un titre désigné par son code ISIN : elle prime sur les notes du fournisseur de données. Une lettre seule vaut le milieu de sa classe ; les notes E, S et G, facultatives, entrent dans les moyennes des piliers. Une notation n’est active qu’entre ses dates de début et de fin (jj/mm/aaaa, vides : sans limite) ; deux notations d’un même titre ne peuvent pas être actives le même jour. Le CIC « * » vaut « Non défini ». La colonne « Périmètre » dit si le périmètre transparisé détient le titre.',
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
  note: 'Note forcée',
  letter: 'Lettre',
  noteE: 'Note E',
  noteS: 'Note S',
  noteG: 'Note G',
  validFrom: 'Valide du',
  validTo: 'Valide au',
};
