import aes from './taxonomy/2.10.0/mod/aes.json' with { type: 'json' };
import ars from './taxonomy/2.10.0/mod/ars.json' with { type: 'json' };
import qes from './taxonomy/2.10.0/mod/qes.json' with { type: 'json' };
import qrs from './taxonomy/2.10.0/mod/qrs.json' with { type: 'json' };
import cu from './taxonomy/2.10.0/dom/CU.json' with { type: 'json' };
import ga from './taxonomy/2.10.0/dom/GA.json' with { type: 'json' };
import nc from './taxonomy/2.10.0/dom/NC.json' with { type: 'json' };
import s06020101 from './taxonomy/2.10.0/tab/S.06.02.01.01.json' with { type: 'json' };
import s06020102 from './taxonomy/2.10.0/tab/S.06.02.01.02.json' with { type: 'json' };
import s06030101 from './taxonomy/2.10.0/tab/S.06.03.01.01.json' with { type: 'json' };
import s08010101 from './taxonomy/2.10.0/tab/S.08.01.01.01.json' with { type: 'json' };
import s08010102 from './taxonomy/2.10.0/tab/S.08.01.01.02.json' with { type: 'json' };
import s09010101 from './taxonomy/2.10.0/tab/S.09.01.01.01.json' with { type: 'json' };
import se06021601 from './taxonomy/2.10.0/tab/SE.06.02.16.01.json' with { type: 'json' };
import se06021602 from './taxonomy/2.10.0/tab/SE.06.02.16.02.json' with { type: 'json' };

/**
 * The EIOPA taxonomy's xBRL-CSV metadata as Prisme reads it (taxonomy/2.10.0/SOURCE.md):
 * the modules (entry points) with their tables, parameters file and dimensions, and each
 * table's columns with their datatype, unit, decimals, key dimension and domain members.
 * Every serialisation and check takes a column's type from here, never from code
 * (data-standards §3.7: "use whatever the module JSON says").
 */

export type QrtTaxonomyVersion = '2.10.0';
/** The solo modules: quarterly / annual, regular / with the ECB add-ons (§3.1, §3.6). */
export type QrtModuleCode = 'qrs' | 'qes' | 'ars' | 'aes';
export type QrtFrequency = 'quarterly' | 'annual';

/** `Values` of a column: a datatype, an enumeration (members), or a domain unknown here. */
export type QrtDatatype =
  | 'String'
  | 'Monetary'
  | 'Decimal'
  | 'Percent'
  | 'Integer'
  | 'Date'
  | 'Boolean'
  | 'Enumeration'
  | 'Unknown';

export interface QrtColumnMeta {
  readonly code: string;
  /** The column's label, without the table prefix and the « |Z Axis: » suffix. */
  readonly label: string;
  readonly datatype: QrtDatatype;
  /** The typed dimension a key column fills (`s2c_dim:UI`), null for a fact column. */
  readonly key: string | null;
  /** `$baseCurrency`, or null. */
  readonly unit: string | null;
  /** As the table JSON writes it: `$decimalsMonetaryOpenTable`, `decimalsDecimal`… */
  readonly decimals: string | null;
  /** Enumerations: member QName → label, in the taxonomy's order. */
  readonly members: ReadonlyMap<string, string> | null;
  /** The domain's prefix of an enumeration (`s2c_GA`), from its members. */
  readonly domain: string | null;
}

export interface QrtTableMeta {
  readonly code: string;
  /** The filing indicator's template code: `S.06.02.01.01` → `S.06.02` (§3.7). */
  readonly template: string;
  /** The prefixes the table JSON declares. */
  readonly namespaces: Readonly<Record<string, string>>;
  readonly columns: ReadonlyMap<string, QrtColumnMeta>;
}

export interface QrtModuleMeta {
  readonly code: QrtModuleCode;
  /** The module's JSON entry point, the report's `extends`. */
  readonly url: string;
  readonly parameterURL: string;
  readonly dimensions: Readonly<Record<string, string>>;
  /** The prefixes the module declares (final: no other may be added). */
  readonly namespaces: Readonly<Record<string, string>>;
  /** Every table of the module, with its CSV's name. */
  readonly tables: ReadonlyMap<string, { readonly url: string; readonly optional: boolean }>;
  /** Every template of the module, as filing indicators name them, in order. */
  readonly templates: readonly string[];
}

export interface QrtTaxonomy {
  readonly version: QrtTaxonomyVersion;
  readonly moduleFolder: string;
  readonly modules: Readonly<Record<QrtModuleCode, QrtModuleMeta>>;
  /** A table's metadata, when Prisme vendors it (the asset tables). */
  table(code: string): QrtTableMeta | undefined;
}

interface ModuleJson {
  documentInfo: { extends: string[]; namespaces: Record<string, string> };
  tables: Record<string, { template: string; url: string; optional: boolean }>;
  parameterURL: string;
  dimensions: Record<string, string>;
}
interface ColumnJson {
  dimensions?: Record<string, string>;
  's2md:documentation': {
    Label: string;
    Key?: string;
    Values: string | Record<string, string | string[]>;
  };
  unit?: string;
  decimals?: string;
}
interface TableJson {
  documentInfo: { namespaces: Record<string, string> };
  tableTemplates: Record<string, { columns: Record<string, ColumnJson> }>;
}

const FOLDER = 'http://eiopa.europa.eu/eu/xbrl/s2md/fws/solvency/solvency2/2026-06-30/mod/';

/** The template a filing indicator names: the table code's first two numbers (§3.7). */
export const templateOfTable = (tableCode: string): string =>
  tableCode.split('.').slice(0, 3).join('.');

/** The module of a package: annual (with S.09.01) or quarterly, ECB add-ons or not. */
export function moduleCodeFor(frequency: QrtFrequency, ecb: boolean): QrtModuleCode {
  if (frequency === 'annual') return ecb ? 'aes' : 'ars';
  return ecb ? 'qes' : 'qrs';
}

const DOMAINS: Readonly<Record<string, readonly string[]>> = {
  [ga.domain]: ga.members,
  [cu.domain]: cu.members,
  [nc.domain]: nc.members,
};

function membersOf(values: Record<string, string | string[]>): Map<string, string> {
  const domain = values.$domain;
  if (typeof domain !== 'string') return new Map(Object.entries(values) as [string, string][]);
  const except = new Set((values.$except as string[] | undefined) ?? []);
  const members = DOMAINS[domain];
  if (!members) throw new Error(`Domaine ${domain} non fourni`);
  return new Map(
    members.filter((local) => !except.has(local)).map((local) => [`${domain}:${local}`, local]),
  );
}

function tableMeta(json: TableJson): QrtTableMeta {
  const [code, template] = Object.entries(json.tableTemplates)[0]!;
  const columns = new Map<string, QrtColumnMeta>();
  for (const [columnCode, column] of Object.entries(template.columns)) {
    const doc = column['s2md:documentation'];
    const members = typeof doc.Values === 'string' ? null : membersOf(doc.Values);
    const first = members?.keys().next().value;
    columns.set(columnCode, {
      code: columnCode,
      label: doc.Label.replace(/^S[A-Z]?\.\d\d\.\d\d\.\d\d\.\d\d - /, '').replace(/\|Z Axis:$/, ''),
      datatype: members ? 'Enumeration' : (doc.Values as QrtDatatype),
      key: doc.Key ?? null,
      unit: column.unit ?? null,
      decimals: column.decimals ?? null,
      members,
      domain: first ? first.slice(0, first.indexOf(':')) : null,
    });
  }
  return {
    code,
    template: templateOfTable(code),
    namespaces: json.documentInfo.namespaces,
    columns,
  };
}

function moduleMeta(code: QrtModuleCode, json: ModuleJson): QrtModuleMeta {
  const tables = new Map(
    Object.entries(json.tables).map(([table, entry]) => [
      table,
      { url: entry.url, optional: entry.optional },
    ]),
  );
  return {
    code,
    url: `${FOLDER}${code}.json`,
    parameterURL: json.parameterURL,
    dimensions: json.dimensions,
    namespaces: json.documentInfo.namespaces,
    tables,
    templates: [...new Set([...tables.keys()].map(templateOfTable))],
  };
}

let cached: QrtTaxonomy | undefined;

/**
 * Taxonomy 2.10.0, the only one Prisme vendors
 * (docs/decisions/qrt/0134-qrt-taxonomy-as-data.md: no 2.4.0 layout).
 */
export function qrtTaxonomy(): QrtTaxonomy {
  if (cached) return cached;
  const tables = new Map(
    [s06020101, s06020102, s06030101, s08010101, s08010102, s09010101, se06021601, se06021602]
      .map((json) => tableMeta(json as unknown as TableJson))
      .map((meta) => [meta.code, meta]),
  );
  cached = {
    version: '2.10.0',
    moduleFolder: FOLDER,
    modules: {
      qrs: moduleMeta('qrs', qrs as ModuleJson),
      qes: moduleMeta('qes', qes as ModuleJson),
      ars: moduleMeta('ars', ars as ModuleJson),
      aes: moduleMeta('aes', aes as ModuleJson),
    },
    table: (code) => tables.get(code),
  };
  return cached;
}

/** The first reference date 2.10.0 applies to (Q1 2027 reporting, data-standards §3.1 [?]). */
export const TAXONOMY_2_10_FROM = '2027-01-01';
