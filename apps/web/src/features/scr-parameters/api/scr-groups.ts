import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import {
  messages,
  scrCurrencyParametersSchema,
  scrEquityParametersSchema,
  scrInterestRateParametersSchema,
  scrPropertyParametersSchema,
  type ScrCurrencyParameters,
  type ScrEquityParameters,
  type ScrInterestRateParameters,
  type ScrParameterValidity,
  type ScrPropertyParameters,
} from '@prisme/domain';
import type { AnswerSchema } from '../../../api/client';

/** The four groups of the « Paramètres SCR » page, as the navigation state names them. */
export type ScrGroup = 'equity' | 'rate' | 'property' | 'currency';
export const SCR_GROUPS: readonly ScrGroup[] = ['equity', 'rate', 'property', 'currency'];

export interface ScrGroupValues {
  equity: ScrEquityParameters;
  rate: ScrInterestRateParameters;
  property: ScrPropertyParameters;
  currency: ScrCurrencyParameters;
}

export interface ScrGroupSpec<G extends ScrGroup> {
  /** Under /api/: GET with userID and rolename, PUT with the fields + userID + rolename. */
  path: string;
  schema: AnswerSchema<ScrGroupValues[G]>;
  title: string;
  /** Its key in the domain's scrParameterValidity. */
  validityKey: Exclude<keyof ScrParameterValidity, 'all'>;
  messages: { load: string; save: string };
}

export const SCR_GROUP_SPECS: { [G in ScrGroup]: ScrGroupSpec<G> } = {
  equity: {
    path: 'parameters/scr-equity',
    schema: scrEquityParametersSchema,
    title: 'Actions',
    validityKey: 'equity',
    messages: messages.parameters.equity,
  },
  rate: {
    path: 'parameters/scr-interest-rate',
    schema: scrInterestRateParametersSchema,
    title: 'Taux',
    validityKey: 'interestRate',
    messages: messages.parameters.rate,
  },
  property: {
    path: 'parameters/scr-property',
    schema: scrPropertyParametersSchema,
    title: 'Immobilier',
    validityKey: 'property',
    messages: messages.parameters.property,
  },
  currency: {
    path: 'parameters/scr-currency',
    schema: scrCurrencyParametersSchema,
    title: 'Change',
    validityKey: 'currency',
    messages: messages.parameters.currency,
  },
};

export const scrParameterKeys = {
  all: PARAMETER_QUERY_ROOTS.scrParameters,
  group: (group: ScrGroup, rolename: string) =>
    [...scrParameterKeys.all, 'group', group, rolename] as const,
  reference: (valuationDate: string) =>
    [...scrParameterKeys.all, 'reference', valuationDate] as const,
  yieldCurves: () => [...scrParameterKeys.all, 'yield-curves'] as const,
  durations: () => [...scrParameterKeys.all, 'durations'] as const,
  currencies: () => [...scrParameterKeys.all, 'currencies'] as const,
};
