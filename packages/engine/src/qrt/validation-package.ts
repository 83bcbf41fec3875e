import { frenchDate, isValidLei } from '@prisme/domain';
import {
  templateOfTable,
  type QrtColumnMeta,
  type QrtModuleMeta,
  type QrtTableMeta,
  type QrtTaxonomy,
} from './metadata';
import type { QrtFinding, QrtReport, QrtTable } from './report-model';

/**
 * The package's own structure checked against its module's JSON before it is written
 * (issue 36 §6, data-standards §3.7), as an xBRL-CSV processor would before any business
 * rule: the files the module names, the parameters every column references, the filing
 * indicators, each cell's datatype and domain member, the prefixes, the unique keys.
 * Findings have the shape of the report's (report-model.ts); all are blocking but the
 * unknown domains (warnings).
 */

export const PACKAGE_CHECKS = {
  PACKAGE_FILES: 'Paquet : fichiers et tableaux du module',
  PACKAGE_PARAMETERS: 'Paquet : paramètres référencés définis',
  PACKAGE_ENTITY: 'Paquet : identifiant de l’entité (LEI, préfixe déclaré)',
  PACKAGE_FILING_INDICATORS: 'Paquet : indicateurs de dépôt du module',
  PACKAGE_COLUMNS: 'Paquet : colonnes définies par le tableau',
  PACKAGE_DATATYPE: 'Paquet : type des valeurs (montants, nombres, dates)',
  PACKAGE_MEMBER: 'Paquet : valeurs énumérées membres du domaine',
  PACKAGE_UNKNOWN_DOMAIN: 'Paquet : domaine non fourni par la taxonomie copiée',
  PACKAGE_KEYS: 'Paquet : clés des lignes renseignées et uniques',
} as const;

export type PackageCheck = keyof typeof PACKAGE_CHECKS;

/** What `buildXbrlCsvPackage` is about to write (xbrl-csv.ts `draftPackage`). */
export interface PackageDraft {
  readonly module: QrtModuleMeta;
  readonly extends: readonly string[];
  readonly parameterFile: string;
  readonly parameters: ReadonlyMap<string, string>;
  readonly filingIndicators: ReadonlyMap<string, boolean>;
  readonly tables: readonly {
    readonly code: string;
    readonly url: string;
    readonly header: readonly string[];
    readonly cells: readonly (readonly string[])[];
    /** The report's table the cells come from (the findings point at its rows). */
    readonly source: QrtTable;
  }[];
}

/** At most this many findings per check, table and column; then one that counts the rest. */
const PER_COLUMN = 50;

const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;
const isIsoDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function validCell(datatype: string, text: string): boolean {
  switch (datatype) {
    case 'Monetary':
    case 'Decimal':
    case 'Percent':
      return NUMBER.test(text);
    case 'Integer':
      return INTEGER.test(text);
    case 'Date':
      return isIsoDate(text);
    case 'Boolean':
      return text === 'true' || text === 'false';
    default:
      return true;
  }
}

const NUMERIC = new Set(['Monetary', 'Decimal', 'Percent', 'Integer']);

/** What is wrong with a cell's text, if anything: its datatype, its member, its prefix. */
type Verdict = 'ok' | 'datatype' | 'member' | 'prefix';

function verdictOf(column: QrtColumnMeta, table: QrtTableMeta, text: string): Verdict {
  if (!validCell(column.datatype, text)) return 'datatype';
  if (!column.members) return 'ok';
  if (!column.members.has(text)) return 'member';
  return Object.hasOwn(table.namespaces, text.slice(0, text.indexOf(':'))) ? 'ok' : 'prefix';
}

const DATATYPE_FR: Readonly<Record<string, string>> = {
  Monetary: 'un montant',
  Decimal: 'un nombre décimal',
  Percent: 'un pourcentage décimal',
  Integer: 'un entier',
  Date: 'une date aaaa-mm-jj',
  Boolean: 'true ou false',
};

export function checkPackageDraft(
  draft: PackageDraft,
  taxonomy: QrtTaxonomy,
  report: Pick<QrtReport, 'referenceDate'>,
): QrtFinding[] {
  const findings: QrtFinding[] = [];
  const counts = new Map<string, number>();
  const add = (
    check: PackageCheck,
    table: string,
    rowIndex: number | null,
    column: string | null,
    value: string | null,
    message: string,
    severity: 'blocking' | 'warning' = 'blocking',
  ) => {
    const key = `${check}|${table}|${column ?? ''}`;
    const seen = (counts.get(key) ?? 0) + 1;
    counts.set(key, seen);
    if (seen <= PER_COLUMN)
      findings.push({ check, table, rowIndex, column, value, message, severity });
  };
  /** A finding of the package as a whole: no table, row nor column. */
  const whole = (check: PackageCheck, value: string | null, message: string) =>
    add(check, '', null, null, value, message);
  const { module } = draft;

  // Files: one module extended, the parameters file it names, its tables only.
  if (draft.extends.length !== 1 || draft.extends[0] !== module.url)
    whole(
      'PACKAGE_FILES',
      draft.extends.join(' '),
      `report.json doit étendre le seul module ${module.url}.`,
    );
  if (draft.parameterFile !== module.parameterURL)
    whole(
      'PACKAGE_FILES',
      draft.parameterFile,
      `Le fichier de paramètres doit être ${module.parameterURL} (parameterURL du module ${module.code}).`,
    );
  for (const table of draft.tables) {
    const entry = module.tables.get(table.code);
    if (!entry)
      add(
        'PACKAGE_FILES',
        table.code,
        null,
        null,
        table.code,
        `Le tableau ${table.code} n’appartient pas au module ${module.code} : il n’est pas écrit dans le paquet.`,
      );
    else if (entry.url !== table.url)
      add(
        'PACKAGE_FILES',
        table.code,
        null,
        null,
        table.url,
        `Le module nomme le fichier du tableau ${table.code} « ${entry.url} ».`,
      );
  }

  // Parameters: those of the module's dimensions and of every shipped column.
  const referenced = new Set<string>();
  for (const value of Object.values(module.dimensions)) {
    const match = /^\$(\w+)/.exec(value);
    if (match) referenced.add(match[1]!);
  }
  for (const table of draft.tables)
    for (const column of table.source.columns)
      if (table.header.includes(column.code) && column.meta) {
        for (const ref of [column.meta.unit, column.meta.decimals])
          if (ref) referenced.add(ref.replace(/^\$/, ''));
      }
  for (const name of referenced)
    if (!draft.parameters.has(name))
      whole(
        'PACKAGE_PARAMETERS',
        name,
        `Le paramètre « ${name} » est référencé par le module ou une colonne mais n’est pas défini dans ${draft.parameterFile}.`,
      );
  for (const [name, value] of draft.parameters)
    if (name.startsWith('decimals') && !INTEGER.test(value))
      whole('PACKAGE_PARAMETERS', `${name}=${value}`, `Le paramètre ${name} doit être un entier.`);
  const refPeriod = draft.parameters.get('refPeriod') ?? '';
  if (!isIsoDate(refPeriod))
    whole(
      'PACKAGE_PARAMETERS',
      refPeriod,
      'refPeriod doit être la date de référence au format aaaa-mm-jj.',
    );
  const currency = /^iso4217:([A-Z]{3})$/.exec(draft.parameters.get('baseCurrency') ?? '');
  if (!currency)
    whole(
      'PACKAGE_PARAMETERS',
      draft.parameters.get('baseCurrency') ?? null,
      'baseCurrency doit être « iso4217: » suivi du code ISO 4217 de la devise de déclaration.',
    );

  // Entity: a prefix the module declares, and an LEI that passes its check digits.
  const entity = draft.parameters.get('entityID') ?? '';
  const colon = entity.indexOf(':');
  const prefix = colon > 0 ? entity.slice(0, colon) : '';
  if (!Object.hasOwn(module.namespaces, prefix))
    whole(
      'PACKAGE_ENTITY',
      entity,
      `Le préfixe « ${prefix} » de l’identifiant de l’entité n’est pas déclaré par le module (préfixes déclarés : ${Object.keys(module.namespaces).join(', ')}).`,
    );
  else if (prefix === 'lei' && !isValidLei(entity.slice(colon + 1)))
    whole(
      'PACKAGE_ENTITY',
      entity,
      `« ${entity.slice(colon + 1)} » n’est pas un LEI valide (ISO 17442, chiffres de contrôle) : renseigner le LEI de l’entreprise sur la page « Clients et portefeuilles ».`,
    );

  // Filing indicators: every template of the module, true exactly for those shipped.
  const shipped = new Set(
    draft.tables.filter((t) => module.tables.has(t.code)).map((t) => templateOfTable(t.code)),
  );
  const indicator = (template: string, value: string, message: string) =>
    add('PACKAGE_FILING_INDICATORS', template, null, null, value, message);
  for (const template of module.templates) {
    const reported = draft.filingIndicators.get(template);
    if (reported === undefined)
      indicator(
        template,
        template,
        `Indicateur de dépôt manquant pour ${template} (module ${module.code}).`,
      );
    else if (reported !== shipped.has(template))
      indicator(
        template,
        String(reported),
        `L’indicateur de dépôt de ${template} vaut ${reported} alors que le paquet ${shipped.has(template) ? 'contient' : 'ne contient pas'} ce modèle.`,
      );
  }
  for (const template of draft.filingIndicators.keys())
    if (!module.templates.includes(template))
      indicator(template, template, `${template} n’est pas un modèle du module ${module.code}.`);

  // Tables: columns, datatypes, members, prefixes, keys.
  for (const table of draft.tables) {
    const meta: QrtTableMeta | undefined = taxonomy.table(table.code);
    if (!meta) continue;
    const metas = table.header.map((code) => meta.columns.get(code));
    for (const column of table.source.columns)
      if (!meta.columns.has(column.code) && (column.ecb !== true || table.code.startsWith('SE.')))
        add(
          'PACKAGE_COLUMNS',
          table.code,
          null,
          column.code,
          column.code,
          `La colonne ${column.code} n’existe pas dans le tableau ${table.code} de la taxonomie ${taxonomy.version} : elle n’est pas écrite dans le paquet.`,
        );
    for (const [i, columnMeta] of metas.entries())
      if (columnMeta?.datatype === 'Unknown' && table.cells.some((row) => row[i] !== ''))
        add(
          'PACKAGE_UNKNOWN_DOMAIN',
          table.code,
          null,
          columnMeta.code,
          null,
          `${table.code} ${columnMeta.code} : le domaine de cette colonne n’est pas dans la copie de la taxonomie (SOURCE.md) ; les valeurs sont écrites telles quelles, à vérifier avant dépôt.`,
          'warning',
        );
    const keyColumns = metas.flatMap((m, i) => (m?.key ? [i] : []));
    const lineId = metas.findIndex((m) => m?.key && m.label === 'Line identification');
    const keys = new Map<string, number>();
    // A cell's verdict depends on its column and text only: worked out once per distinct
    // text of a column but the numbers' (S.06.03 repeats a few hundred texts 300,000 times).
    const verdicts = metas.map((m) =>
      m && !NUMERIC.has(m.datatype) ? new Map<string, Verdict>() : null,
    );
    for (const [rowIndex, row] of table.cells.entries()) {
      for (let i = 0; i < row.length; i++) {
        const text = row[i]!;
        const columnMeta = metas[i];
        if (!columnMeta || text === '') continue;
        const known = verdicts[i];
        let verdict = known?.get(text);
        if (verdict === undefined) {
          verdict = verdictOf(columnMeta, meta, text);
          known?.set(text, verdict);
        }
        if (verdict === 'ok') continue;
        const message =
          verdict === 'datatype'
            ? `${table.code} ligne ${rowIndex + 1} ${columnMeta.code} : « ${text} » n’est pas ${DATATYPE_FR[columnMeta.datatype]}.`
            : verdict === 'member'
              ? `${table.code} ligne ${rowIndex + 1} ${columnMeta.code} (${columnMeta.label}) : « ${text} » n’est pas un membre du domaine de la colonne.`
              : `${table.code} ${columnMeta.code} : le préfixe de « ${text} » n’est pas déclaré par le tableau.`;
        add(
          verdict === 'datatype' ? 'PACKAGE_DATATYPE' : 'PACKAGE_MEMBER',
          table.code,
          rowIndex,
          columnMeta.code,
          text,
          message,
        );
      }
      if (lineId >= 0 && row[lineId] === '')
        add(
          'PACKAGE_KEYS',
          table.code,
          rowIndex,
          metas[lineId]!.code,
          null,
          `${table.code} ligne ${rowIndex + 1} : l’identifiant de ligne ${metas[lineId]!.code} manque.`,
        );
      if (keyColumns.length > 0) {
        // As `join('\u0000')`, without a closure per row (tsx names each one it creates).
        let key = row[keyColumns[0]!]!;
        for (let k = 1; k < keyColumns.length; k++) key += `\u0000${row[keyColumns[k]!]}`;
        const first = keys.get(key);
        if (first !== undefined)
          add(
            'PACKAGE_KEYS',
            table.code,
            rowIndex,
            null,
            keyColumns.map((i) => row[i]).join(' / '),
            `${table.code} ligne ${rowIndex + 1} : même clé (${keyColumns.map((i) => table.header[i]).join(', ')}) que la ligne ${first + 1}.`,
          );
        else keys.set(key, rowIndex);
      }
    }
  }

  // The rest of a truncated list, counted.
  for (const [key, seen] of counts)
    if (seen > PER_COLUMN) {
      const [check, table, column] = key.split('|') as [PackageCheck, string, string];
      findings.push({
        check,
        table,
        rowIndex: null,
        column: column || null,
        value: null,
        message: `… et ${seen - PER_COLUMN} autre(s) anomalie(s) du même contrôle sur ${table} ${column} (au ${frenchDate(report.referenceDate)}).`,
      });
    }
  return findings;
}
