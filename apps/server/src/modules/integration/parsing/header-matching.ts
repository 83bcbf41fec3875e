import { normaliseHeader, TPT_FIELDS } from '@prisme/domain';
import type { ColumnSpec, TptField, TptVersion } from '@prisme/domain';
import type { TableCell } from './tabular-reader';

export interface HeaderMatch {
  /** Column name (ColumnSpec.name, or TPT field id) → index of its cell in a row. */
  index: Map<string, number>;
  /** Required columns (TPT: mandatory fields, flag M) absent from the header. */
  missing: string[];
  /** Headers matching no column, as written. Empty header cells are ignored. */
  unknown: string[];
  /** Headers naming a column already found, as written; the first one is used. */
  duplicates: string[];
  /**
   * Column name → its header as the file writes it (« CodeIsin » for codeTitre), for the
   * report to name the file's own column (issue 40). TPT fields keep their number.
   */
  headers: Map<string, string>;
}

/** Matches a header row to the columns of a file kind, by name or alias (columns.ts). */
export function matchHeaders(header: readonly string[], specs: readonly ColumnSpec[]): HeaderMatch {
  const byName = new Map<string, string>();
  for (const spec of specs)
    for (const name of [spec.name, ...(spec.aliases ?? [])])
      if (!byName.has(normaliseHeader(name))) byName.set(normaliseHeader(name), spec.name);
  const match = emptyMatch();
  header.forEach((text, position) => {
    if (text.trim() === '') return;
    const column = byName.get(normaliseHeader(text));
    if (column !== undefined && !match.headers.has(column)) match.headers.set(column, text.trim());
    place(match, column, text, position);
  });
  match.missing = specs.filter((s) => s.required && !match.index.has(s.name)).map((s) => s.name);
  return match;
}

function emptyMatch(): HeaderMatch {
  return { index: new Map(), missing: [], unknown: [], duplicates: [], headers: new Map() };
}

function place(match: HeaderMatch, column: string | undefined, text: string, position: number) {
  if (column === undefined) match.unknown.push(text);
  else if (match.index.has(column)) match.duplicates.push(text);
  else match.index.set(column, position);
}

export interface TptHeaderMatch extends HeaderMatch {
  /** The version the file is read as: the one chosen, else the one detected. */
  version: TptVersion;
  /** What the file itself says: V7 fields present or field 1000; V6 otherwise. */
  detectedVersion: TptVersion;
  /** A French note when the choice and the file disagree, or field 1000 is odd. */
  versionNote?: string;
  /**
   * The version field 1000 declares, as « V5 », kept whatever the file is read as: files
   * of V5 and earlier are read with the V6 field list (issue 14: they were labelled V6).
   */
  declaredVersion?: string;
}

const FIELDS_BY_NAME = new Map(TPT_FIELDS.map((f) => [normaliseHeader(f.name), f]));
const FIELDS_BY_ID = new Map(TPT_FIELDS.map((f) => [f.id.toLowerCase(), f]));

/**
 * A TPT header cell's field: its exact name (normalised), else its number prefix
 * ("24_Market_valuation…", "24 - …", or just "24"), because producers reword names
 * between versions and tools (data-standards §2.3).
 */
export function tptFieldOfHeader(text: string): TptField | undefined {
  const exact = FIELDS_BY_NAME.get(normaliseHeader(text));
  if (exact) return exact;
  const prefix = /^\s*(\d{1,4}[ab]?)(?=$|[\s_.:-])/i.exec(text);
  return prefix?.[1] ? FIELDS_BY_ID.get(prefix[1].toLowerCase()) : undefined;
}

/**
 * The major version written in field 1000: "V7.0 (official) dated 25 November 2024",
 * "V7.0", "V7", "7.0", "7" (§2.1). undefined when no version can be read.
 */
export function tptMajorVersion(value: TableCell | undefined): number | undefined {
  if (value === null || value === undefined || value instanceof Date) return undefined;
  const match = /^\s*v?\s*(\d{1,2})(?:[.,]\d+)?\b/i.exec(String(value));
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * Matches a TPT header to the fields of TPT_FIELDS and settles the version: V7 when a
 * V7-only field (140-148) is present or field 1000 says 7, V6 otherwise. A chosen
 * version wins; V7-only columns are then left out of a V6 reading, and noted.
 * `firstRow` (the first data row) gives field 1000, which is a value, not a header.
 */
export function matchTptHeaders(
  header: readonly string[],
  version?: TptVersion,
  firstRow?: readonly TableCell[],
): TptHeaderMatch {
  const match = emptyMatch();
  const fields = new Map<string, TptField>();
  header.forEach((text, position) => {
    if (text.trim() === '') return;
    const field = tptFieldOfHeader(text);
    if (field) fields.set(field.id, field);
    place(match, field?.id, text, position);
  });

  const v7Columns = [...fields.values()].filter((f) => f.since === 'V7');
  const field1000 = match.index.get('1000');
  const declared = tptMajorVersion(field1000 === undefined ? undefined : firstRow?.[field1000]);
  const detectedVersion: TptVersion = v7Columns.length > 0 || declared === 7 ? 'V7' : 'V6';
  const chosen = version ?? detectedVersion;
  const versionNote = noteOnVersion(version, chosen, declared, v7Columns);

  if (chosen === 'V6') for (const field of v7Columns) match.index.delete(field.id);
  match.missing = TPT_FIELDS.filter(
    (f) => f.flag === 'M' && (chosen === 'V7' || f.since === 'V6') && !match.index.has(f.id),
  ).map((f) => f.name);
  return {
    ...match,
    version: chosen,
    detectedVersion,
    ...(versionNote ? { versionNote } : {}),
    ...(declared !== undefined ? { declaredVersion: `V${declared}` } : {}),
  };
}

function noteOnVersion(
  chosen: TptVersion | undefined,
  reading: TptVersion,
  declared: number | undefined,
  v7Columns: readonly TptField[],
): string | undefined {
  const v7List = v7Columns.map((f) => f.id).join(', ');
  if (chosen === 'V6' && v7Columns.length > 0)
    return `Version V6 choisie, mais le fichier contient des champs propres à la V7 (${v7List}) : ils sont ignorés`;
  if (chosen === 'V7' && declared === 6)
    return 'Version V7 choisie, mais le champ 1000 du fichier indique la V6';
  if (chosen === 'V6' && declared === 7)
    return 'Version V6 choisie, mais le champ 1000 du fichier indique la V7';
  if (chosen === undefined && declared === 6 && v7Columns.length > 0)
    return `Le champ 1000 indique la V6, mais le fichier contient des champs de la V7 (${v7List}) : lu en V7`;
  if (declared !== undefined && declared >= 2 && declared < 6 && reading === 'V6')
    return `Le champ 1000 indique la V${declared} : le fichier est lu avec la liste de champs de la V6, qui reprend les siens (les champs 137 à 139, propres aux fonds de pension, peuvent y manquer) ; la version V${declared} est conservée`;
  if (declared !== undefined && declared !== 6 && declared !== 7)
    return `Le champ 1000 indique une version V${declared}, non prise en charge : lu en ${reading}`;
  return undefined;
}
