import { isKnownCountry } from '../data/countries';
import { isKnownCurrency } from '../data/currencies';
import { identifierProblem, normaliseIdentifier } from '../data/identifiers';
import { cicAcceptedBy, cicSubcategoryOf, type FilteredClientList } from './cic-filters';
import { ALL_CODES, type ScrClientLists } from './client-lists';

/**
 * The rules a client-data list must meet beyond its zod shape (spec §3, §5): codes that
 * look like ISINs carry the right check digit, CICs are known (and fit the list's filter
 * where it has one), "*" only in the portfolio, compartment and currency filters, no
 * entry twice. Pure, so the server refuses what the grid would have flagged.
 */
export type ClientListKey = keyof ScrClientLists;
export type ClientListEntry<K extends ClientListKey> = ScrClientLists[K][number];

/** How the French messages name each list. */
export const CLIENT_LIST_LABELS: Record<ClientListKey, string> = {
  strategicParticipations: 'Participations stratégiques',
  longTermAssets: 'Actifs long terme (LTEI)',
  intraGroups: 'Actifs intra-groupe',
  concentrationExclusions: 'Exclusions du SCR concentration',
  propertyLeverages: 'Taux d’endettement',
  defaultedLoans: 'Prêts en défaut ou restructurés',
};

export interface ClientListProblem {
  /** Index of the entry in the list sent. */
  index: number;
  /** The entry's field at fault, e.g. 'code', 'codeCIC'. */
  field: string;
  /** French, naming the entry: 'Participations stratégiques, ligne 2 (FR…) : …'. */
  message: string;
}

/**
 * ISIN prefixes besides ISO countries (ISO 6166): international (XS), EU institutions,
 * and the numbering agencies' special ranges. A 12-character code with another prefix is
 * taken for an internal code and not checked.
 */
const OTHER_ISIN_PREFIXES = new Set(['XS', 'EU', 'XA', 'XB', 'XC', 'XD']);
const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** A code an ISIN check applies to: the ISIN shape with a prefix an ISIN can have. */
export function looksLikeIsin(code: string): boolean {
  const prefix = code.slice(0, 2);
  return ISIN_SHAPE.test(code) && (isKnownCountry(prefix) || OTHER_ISIN_PREFIXES.has(prefix));
}

type AnyEntry = ClientListEntry<ClientListKey>;
type Fields = Partial<Record<string, unknown>>;

/**
 * Pasted and typed values tidied before they are checked and kept: spaces trimmed, CIC
 * and currency in upper case, an ISIN-looking code without inner spaces in upper case
 * (inventories carry ISINs in upper case, and the engine matches codes exactly).
 */
export function normaliseClientListEntry<E extends AnyEntry>(entry: E): E {
  const out: Fields = { ...entry };
  const code = entry.code.trim();
  const compact = normaliseIdentifier(code);
  out['code'] = looksLikeIsin(compact) ? compact : code;
  out['denomination'] = entry.denomination.trim();
  for (const key of ['codeCIC', 'cic', 'currency'] as const) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim().toUpperCase();
  }
  for (const key of ['portfolioCode', 'compartmentCode'] as const) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim();
  }
  return out as E;
}

const FILTERED: readonly ClientListKey[] = [
  'strategicParticipations',
  'longTermAssets',
  'propertyLeverages',
];

/** The fields that make two entries the same: the filters where the list has them. */
function duplicateKey(entry: Fields): string {
  return [entry['code'], entry['portfolioCode'], entry['compartmentCode'], entry['currency']]
    .map((v) => (typeof v === 'string' ? v : ''))
    .join('\u0000');
}

function cicProblem(list: ClientListKey, cic: string): string | undefined {
  if (cic === '') return undefined; // not given: the lists work by code
  if (cicSubcategoryOf(cic) === undefined) return `code CIC « ${cic} » inconnu`;
  if (FILTERED.includes(list) && !cicAcceptedBy(list as FilteredClientList, cic))
    return `le code CIC « ${cic} » n’est pas admis dans cette liste`;
  return undefined;
}

/** Every problem of a list, in entry order (entries normalised first). */
export function clientListProblems<K extends ClientListKey>(
  list: K,
  entries: readonly ClientListEntry<K>[],
  rolename: string,
): ClientListProblem[] {
  const problems: ClientListProblem[] = [];
  const firstIndex = new Map<string, number>();
  entries.forEach((entry, index) => {
    const fields = entry as Fields;
    const name = `${CLIENT_LIST_LABELS[list]}, ligne ${index + 1}${entry.code ? ` (${entry.code})` : ''}`;
    const add = (field: string, reason: string) =>
      problems.push({ index, field, message: `${name} : ${reason}.` });

    if (entry.code === '') add('code', 'le code est vide');
    else if (entry.code === ALL_CODES) add('code', '« * » ne peut pas remplacer le code du titre');
    else if (looksLikeIsin(entry.code)) {
      const isin = identifierProblem(entry.code, 'ISIN');
      if (isin) add('code', isin.charAt(0).toLowerCase() + isin.slice(1));
    }
    if (entry.roleName && entry.roleName !== rolename)
      add('roleName', `l’entrée appartient au client « ${entry.roleName} », pas à « ${rolename} »`);
    const cicField = 'codeCIC' in entry ? 'codeCIC' : 'cic';
    const cic = cicProblem(list, String(fields[cicField] ?? ''));
    if (cic) add(cicField, cic);
    for (const field of ['portfolioCode', 'compartmentCode'] as const) {
      if (field in entry && fields[field] === '')
        add(
          field,
          `le ${field === 'portfolioCode' ? 'portefeuille' : 'compartiment'} est vide (« * » pour tous)`,
        );
    }
    const currency = fields['currency'];
    if (typeof currency === 'string' && currency !== ALL_CODES && !isKnownCurrency(currency))
      add('currency', `devise « ${currency} » inconnue (« * » pour toutes)`);

    const key = duplicateKey(fields);
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else add('code', `en double avec la ligne ${first + 1}`);
  });
  return problems;
}
