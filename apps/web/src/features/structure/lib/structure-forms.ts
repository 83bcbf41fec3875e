import { z } from 'zod';
import {
  createClientBodySchema,
  createCompartmentBodySchema,
  createPortfolioBodySchema,
  portfolioKindSchema,
  undertakingBodySchema,
  updateClientBodySchema,
  updateCompartmentBodySchema,
  updatePortfolioBodySchema,
  type CreateClientBody,
  type CreatePortfolioBody,
  type ManagedCompartment,
  type ManagedClient,
  type ManagedPortfolio,
  type PortfolioKind,
  type UndertakingBody,
  type UpdateClientBody,
  type UpdatePortfolioBody,
} from '@prisme/domain';

/**
 * The dialogs validate with the body schema of their POST or PUT (the domain's, so the
 * page refuses live what the server would, in the same words): on creation the code is
 * checked; on a change it is shown read-only and passes through untouched, and the
 * state (active) is kept as it is — (de)activation is its own, confirmed, action.
 */

export interface CodeLabelValues {
  code: string;
  label: string;
  active: boolean;
}

export type CodeLabelLevel = 'client' | 'compartment';

const CODE_LABEL_SCHEMAS = {
  client: { create: createClientBodySchema, update: updateClientBodySchema },
  compartment: { create: createCompartmentBodySchema, update: updateCompartmentBodySchema },
} as const;

export function codeLabelFormSchema(
  level: CodeLabelLevel,
  creating: boolean,
): z.ZodType<CodeLabelValues, CodeLabelValues> {
  const schemas = CODE_LABEL_SCHEMAS[level];
  return creating
    ? schemas.create.extend({ active: z.boolean() })
    : schemas.update.extend({ code: z.string() });
}

export const codeLabelValues = (item?: ManagedClient | ManagedCompartment): CodeLabelValues => ({
  code: item?.code ?? '',
  label: item?.label ?? '',
  active: item?.active ?? true,
});

/** Client and compartment bodies are alike: code and label, or label and state. */
export const createCodeLabelBody = ({ code, label }: CodeLabelValues): CreateClientBody => ({
  code,
  label,
});
export const updateCodeLabelBody = ({ label, active }: CodeLabelValues): UpdateClientBody => ({
  label,
  active,
});

/** The portfolio form: the kind is '' until one is chosen, the indice '' when there is none. */
export interface PortfolioValues {
  code: string;
  label: string;
  currency: string;
  kind: PortfolioKind | '';
  /** The text field's value ('' when empty); null only in the schema's own type. */
  indice: string | null;
  active: boolean;
}
export interface PortfolioOutput extends Omit<PortfolioValues, 'kind'> {
  kind: PortfolioKind;
}

// A kind not chosen yet is a missing kind, refused with the domain's message.
const chosenKind = z.preprocess(
  (kind: PortfolioKind | '') => (kind === '' ? undefined : kind),
  portfolioKindSchema,
);

export function portfolioFormSchema(
  creating: boolean,
): z.ZodType<PortfolioOutput, PortfolioValues> {
  return creating
    ? createPortfolioBodySchema.extend({ kind: chosenKind, active: z.boolean() })
    : updatePortfolioBodySchema.extend({ kind: chosenKind, code: z.string() });
}

/** A new portfolio is in euros until said otherwise; an old one may lack currency or kind. */
export const portfolioValues = (item?: ManagedPortfolio): PortfolioValues => ({
  code: item?.code ?? '',
  label: item?.label ?? '',
  currency: item ? (item.currency ?? '') : 'EUR',
  kind: item?.kind ?? '',
  indice: item?.indice ?? '',
  active: item?.active ?? true,
});

const portfolioFields = ({ label, currency, kind, indice }: PortfolioOutput) => ({
  label,
  currency,
  kind,
  // No indice is null in the API, not an empty text.
  indice: indice === null || indice === '' ? null : indice,
});

export const createPortfolioBody = (values: PortfolioOutput): CreatePortfolioBody => ({
  code: values.code,
  ...portfolioFields(values),
});
export const updatePortfolioBody = (values: PortfolioOutput): UpdatePortfolioBody => ({
  ...portfolioFields(values),
  active: values.active,
});

export const MISSING_PORTFOLIO_FIELDS =
  'Ce portefeuille n’a pas encore de devise ou de nature : renseignez-les d’abord (« Modifier »).';

/** The PUT body that only changes the state, the rest as it is (« Désactiver », « Réactiver »). */
export const codeLabelStateBody = (
  item: ManagedClient | ManagedCompartment,
  active: boolean,
): UpdateClientBody => ({ label: item.label, active });

/**
 * Likewise for a portfolio; null for one from before currencies and kinds, which must get
 * them in « Modifier » first rather than have them invented here.
 */
export function portfolioStateBody(
  item: ManagedPortfolio,
  active: boolean,
): UpdatePortfolioBody | null {
  if (item.currency === null || item.kind === null) return null;
  return {
    label: item.label,
    currency: item.currency,
    kind: item.kind,
    indice: item.indice,
    active,
  };
}

/**
 * The undertaking form of a client (issue 36 §5), checked by the domain's schema (the LEI's
 * ISO 17442 check digits, the ISO 4217 currency), `code` the client's, read-only.
 */
export interface UndertakingValues {
  code: string;
  lei: string;
  name: string;
  reportingCurrency: string;
}

export const undertakingFormSchema = undertakingBodySchema.extend({ code: z.string() });

export const undertakingValues = (client: ManagedClient): UndertakingValues => ({
  code: client.code,
  lei: client.undertaking?.lei ?? '',
  // The client's label is the usual legal name: offered until one is set.
  name: client.undertaking?.name ?? client.label,
  reportingCurrency: client.undertaking?.reportingCurrency ?? 'EUR',
});

export const undertakingBody = ({
  lei,
  name,
  reportingCurrency,
}: UndertakingValues): UndertakingBody => ({
  lei,
  name,
  reportingCurrency,
});
