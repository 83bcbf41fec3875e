import { parseArgs } from 'node:util';
import {
  IMPORT_KINDS,
  TPT_VERSIONS,
  type ImportError,
  type ImportKind,
  type TptVersion,
} from '@prisme/domain';

/**
 * The extensions of a folder's files that `npm run import` reads (tabular-reader.ts: CSV
 * or text, XLSX workbooks); any other file of the folder is left aside, and said so.
 */
export const IMPORTABLE_EXTENSIONS = ['.csv', '.txt', '.xlsx', '.xlsm'] as const;

export const USAGE = `Usage : npm run import -- --kind <${IMPORT_KINDS.join('|')}> [--role CODE] [--tpt-version V6|V7] [--reference-date AAAA-MM-JJ] DOSSIER|FICHIER…
Un dossier : chacun de ses fichiers ${IMPORTABLE_EXTENSIONS.join(', ')}, par ordre de nom (sans ses sous-dossiers).`;

export interface ImportArguments {
  kind: ImportKind;
  role?: string;
  tptVersion?: TptVersion;
  referenceDate?: string;
  /** Files and folders, as typed. */
  inputs: string[];
}

/** The command line of `npm run import`, or null when it is not one (then: USAGE). */
export function parseImportArguments(args: string[]): ImportArguments | null {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        kind: { type: 'string' },
        role: { type: 'string' },
        'tpt-version': { type: 'string' },
        'reference-date': { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch {
    return null;
  }
  const { values, positionals } = parsed;
  const kind = values.kind as ImportKind | undefined;
  const tptVersion = values['tpt-version'] as TptVersion | undefined;
  if (!positionals.length || !kind || !IMPORT_KINDS.includes(kind)) return null;
  if (tptVersion && !TPT_VERSIONS.includes(tptVersion)) return null;
  return {
    kind,
    role: values.role,
    tptVersion,
    referenceDate: values['reference-date'],
    inputs: positionals,
  };
}

const collator = new Intl.Collator('fr', { numeric: true });

/**
 * The files of a folder that are imported, by name order: the importable extensions, not
 * hidden files nor an office suite's lock files (« ~$classeur.xlsx »). `skipped` says what
 * was left aside.
 */
export function importableFilesOf(names: readonly string[]): {
  files: string[];
  skipped: string[];
} {
  const files: string[] = [];
  const skipped: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    const importable =
      !name.startsWith('.') &&
      !name.startsWith('~$') &&
      IMPORTABLE_EXTENSIONS.some((extension) => lower.endsWith(extension));
    (importable ? files : skipped).push(name);
  }
  return { files: files.sort(collator.compare), skipped: skipped.sort(collator.compare) };
}

/** What one file's import came to. */
export interface FileImportResult {
  fileName: string;
  accepted: boolean;
  lineCount: number;
  errorCount: number;
  errors: ImportError[];
  /** The integration log's entry, when one was written. */
  logId?: number;
}

/** The errors shown per rejected file; the log keeps them all. */
export const ERRORS_SHOWN_PER_FILE = 20;

const count = (n: number) => n.toLocaleString('fr-FR');

/**
 * The summary printed at the end of a run of several files: files integrated and rejected,
 * lines integrated, and the errors of each rejected file; the exit code is 1 when any file
 * was rejected, so a script notices it.
 */
export function importSummary(results: readonly FileImportResult[]): {
  lines: string[];
  exitCode: 0 | 1;
} {
  const accepted = results.filter((r) => r.accepted);
  const rejected = results.filter((r) => !r.accepted);
  const lines = [
    `Bilan : ${count(results.length)} fichier(s), ${count(accepted.length)} intégré(s) (${count(
      accepted.reduce((n, r) => n + r.lineCount, 0),
    )} lignes), ${count(rejected.length)} rejeté(s).`,
  ];
  for (const r of rejected) {
    const log = r.logId === undefined ? '' : `, journal n° ${r.logId}`;
    lines.push(`Rejeté : ${r.fileName} (${count(r.errorCount)} erreur(s)${log}) :`);
    for (const error of r.errors.slice(0, ERRORS_SHOWN_PER_FILE)) {
      const where = error.line ? `ligne ${error.line}, ${error.column || '—'} : ` : '';
      lines.push(`  ${where}${error.message}`);
    }
    if (r.errorCount > ERRORS_SHOWN_PER_FILE)
      lines.push(`  … et ${count(r.errorCount - ERRORS_SHOWN_PER_FILE)} autre(s).`);
  }
  return { lines, exitCode: rejected.length ? 1 : 0 };
}
