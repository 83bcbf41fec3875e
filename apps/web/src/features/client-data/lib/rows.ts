import {
  ALL_CODES,
  normaliseClientListEntry,
  normaliseNoteExceptionCode,
  ESG_LETTER_CODES,
  type EsgLetterCode,
  type EsgNoteExceptionEntry,
  type ClientListEntry,
  type ClientListKey,
} from '@prisme/domain';
import { parseFrenchNumber } from '../../../lib/french-number';

/** One row of a list's grid: every list's fields; a list uses its own (list-specs). */
export interface ListRow {
  id: string;
  code: string;
  denomination: string;
  cic: string;
  portfolio: string;
  compartment: string;
  currency: string;
  qrtAdjEqMethVal: number | null;
  leverageRate: number | null;
  ownUse: boolean;
  /** A forced ESG rating's note on the model scale. */
  note: number | null;
  /** Its letter (a letter alone stands for its band's midpoint), '' when none. */
  letter: string;
  noteE: number | null;
  noteS: number | null;
  noteG: number | null;
  /** Its validity, ISO days ('' when open). */
  validFrom: string;
  validTo: string;
  /** Text typed or pasted in a number column that reads as no number, kept to be flagged. */
  unreadable?: Partial<Record<NumberField, string>>;
}

/** The number columns of the lists. */
export type NumberField = 'qrtAdjEqMethVal' | 'leverageRate' | 'note' | 'noteE' | 'noteS' | 'noteG';

/**
 * A number cell from typed or pasted text (French: « 12,5 »). Text that reads as no number
 * leaves the figure empty and is kept in `unreadable`, so that the row is flagged rather
 * than the text silently dropped (issue 40); a readable or empty cell clears its flag.
 */
export function setNumberCell(row: ListRow, field: NumberField, text: string): void {
  const trimmed = text.trim();
  const value = parseFrenchNumber(trimmed);
  row[field] = value;
  const { [field]: _previous, ...others } = row.unreadable ?? {};
  row.unreadable = trimmed !== '' && value === null ? { ...others, [field]: trimmed } : others;
}

let sequence = 0;
/** A row id for the grid: rows have no server id, and codes may repeat while edited. */
export const newRowId = () => `r${++sequence}`;

export const emptyRow = (): ListRow => ({
  id: newRowId(),
  code: '',
  denomination: '',
  cic: '',
  portfolio: ALL_CODES,
  compartment: ALL_CODES,
  currency: ALL_CODES,
  qrtAdjEqMethVal: null,
  leverageRate: null,
  ownUse: false,
  note: null,
  letter: '',
  noteE: null,
  noteS: null,
  noteG: null,
  validFrom: '',
  validTo: '',
});

/**
 * A row as « Ajouter une ligne » made it, nothing typed yet: its problems wait for a save
 * (issue 40: « le code est vide » said before anything could be typed).
 */
export function isBlankRow(row: ListRow): boolean {
  return (Object.keys(BLANK) as (keyof typeof BLANK)[]).every((key) => row[key] === BLANK[key]);
}
const { id: _blankId, ...BLANK } = emptyRow();

type View = Record<string, unknown>;
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const codeOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'code' in value) return String(value.code ?? '');
  return '';
};

/** A GET entry → a row: strategic and LTEI nest {code}; the others carry `cic` flat. */
export function fromView(view: View): ListRow {
  return {
    ...emptyRow(),
    code: String(view['code'] ?? ''),
    denomination: String(view['denomination'] ?? ''),
    cic: codeOf(view['cic'] ?? view['codeCIC']),
    portfolio: codeOf(view['portfolio'] ?? view['portfolioCode']) || ALL_CODES,
    compartment: codeOf(view['compartment'] ?? view['compartmentCode']) || ALL_CODES,
    currency: codeOf(view['currency']) || ALL_CODES,
    qrtAdjEqMethVal: typeof view['qrtAdjEqMethVal'] === 'number' ? view['qrtAdjEqMethVal'] : null,
    leverageRate: typeof view['leverageRate'] === 'number' ? view['leverageRate'] : null,
    ownUse: view['ownUse'] === true,
    note: numberOf(view['note']),
    letter: typeof view['letter'] === 'string' ? view['letter'] : '',
    noteE: numberOf(view['noteE']),
    noteS: numberOf(view['noteS']),
    noteG: numberOf(view['noteG']),
    validFrom: typeof view['validFrom'] === 'string' ? view['validFrom'] : '',
    validTo: typeof view['validTo'] === 'string' ? view['validTo'] : '',
  };
}

/** A forced rating's row → its save payload (spec §7: {rolename, code, denomination, codeCIC, note}). */
export function toNoteException(row: ListRow, rolename: string): EsgNoteExceptionEntry {
  return {
    rolename,
    code: normaliseNoteExceptionCode(row.code),
    denomination: row.denomination.trim(),
    codeCIC: row.cic.trim() || ALL_CODES,
    // Numbers travel as floats (spec §5); a rating needs a note, a letter or pillar notes.
    note: row.note,
    letter: (ESG_LETTER_CODES as readonly string[]).includes(row.letter)
      ? (row.letter as EsgLetterCode)
      : null,
    noteE: row.noteE,
    noteS: row.noteS,
    noteG: row.noteG,
    validFrom: row.validFrom || null,
    validTo: row.validTo || null,
  };
}

/** A row → the save payload of its list (spec §3: codeCIC, portfolioCode, …), tidied. */
export function toEntry<K extends ClientListKey>(
  list: K,
  row: ListRow,
  rolename: string,
): ClientListEntry<K> {
  const base = { roleName: rolename, code: row.code, denomination: row.denomination };
  const filters = { portfolioCode: row.portfolio, compartmentCode: row.compartment };
  let entry: object;
  if (list === 'strategicParticipations') {
    entry = { ...base, codeCIC: row.cic, qrtAdjEqMethVal: row.qrtAdjEqMethVal, ...filters };
  } else if (list === 'longTermAssets') {
    entry = { ...base, codeCIC: row.cic, ...filters, currency: row.currency };
  } else if (list === 'propertyLeverages') {
    // Numbers travel as floats (spec §5); an empty rate is no leverage.
    entry = { ...base, leverageRate: row.leverageRate ?? 0, ownUse: row.ownUse, cic: row.cic };
  } else {
    entry = { ...base, cic: row.cic };
  }
  return normaliseClientListEntry(entry as ClientListEntry<K>);
}
