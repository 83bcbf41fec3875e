import { tmpdir } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_KIND_LABELS,
  isAdminOnlyKind,
  isClientKind,
  type ImportError,
  type ImportKind,
  type IntegrationEntry,
  type TptVersion,
} from '@prisme/domain';
import { canReachRole, hasRight, type UserAccess } from '../../auth/user-access';
import { createJobFiles, type JobFile, type JobFiles } from '../../jobs/job-files';
import { createInProcessQueue } from '../../jobs/queue/in-process-queue';
import type { JobContext, JobQueue } from '../../jobs/queue/job-queue';
import type { ProgressRegistry } from '../../jobs/progress';
import { recordedJob } from '../../jobs/recorded-job';
import { claimPublication } from '../../jobs/publication';
import { assertRoleAccess } from '../../auth/guards';
import type { Database } from '../../db/client';
import { inBackground } from '../../db/statement-budget';
import { ApiProblem, problem } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import { ImportReport, RejectedImport } from './import-report';
import type { Importer } from './importers/importer';
import {
  closeLogEntry,
  INTERRUPTED_REASONS,
  findLogEntry,
  holdImportLock,
  listLogEntries,
  markInterruptedImports,
  openLogEntry,
  toEntry,
  type ImportOrigin,
  type LogRow,
} from './log-repository';

export interface ImportRequest {
  kind: ImportKind;
  roleCode?: string;
  filePath: string;
  fileName: string;
  tptVersion?: TptVersion;
  referenceDate?: string;
  /** The browser's token to follow the import by (GET /api/jobs/{token}); optional. */
  progressToken?: string;
}

/** An import on the job queue: the file travels with it (jobs/job-files.ts). */
interface ImportJob {
  access: UserAccess;
  request: Omit<ImportRequest, 'filePath' | 'progressToken'>;
  file: JobFile;
}

export interface ImportOutcome {
  entry: IntegrationEntry;
  errors: ImportError[];
  accepted: boolean;
  tptVersion?: TptVersion;
  /** The version field 1000 declares when it is not the one the file was read as (« V5 »). */
  declaredTptVersion?: string;
  /** What an accepted file should be looked at for, in French (kept in the log's details). */
  warnings?: string[];
}

/** What an accepted file answers: its log entry and what its details tell the user. */
function acceptedOutcome(
  closed: LogRow,
  details: Record<string, unknown> | undefined,
): ImportOutcome {
  const tptVersion = details?.['tptVersion'] as TptVersion | undefined;
  const declaredTptVersion = details?.['declaredTptVersion'] as string | undefined;
  const warnings = (details?.['warnings'] as string[] | undefined) ?? [];
  return {
    entry: toEntry(closed),
    errors: [],
    accepted: true,
    ...(tptVersion ? { tptVersion } : {}),
    ...(declaredTptVersion ? { declaredTptVersion } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
}

/** Why an import that failed otherwise than by its file stored nothing, in French. */
function failureMessage(signal: AbortSignal): string {
  if (signal.reason === 'cancelled')
    return "Import annulé à votre demande : aucune donnée n'a été enregistrée.";
  if (signal.aborted) return INTERRUPTED_REASONS.server;
  return "Erreur interne pendant l'intégration : aucune donnée n'a été enregistrée.";
}

/** The audit rows' client of shared reference data (as the settings shared by every client). */
const ALL_CLIENTS = '*';

/**
 * Takes files in, all or nothing, and keeps the integration log (spec §3 "Intégration").
 * Each file taken in is audited (group 'imports', issue 20 §6) in its import's
 * transaction: its file name, kind, line count and outcome, not its lines. A refused file
 * changes no data and writes no audit row (a refused call writes nothing, issue 20 §2):
 * the log's « Rejeté » entry, with its errors, says who tried what.
 * Rights: an inventory needs the transparency right on its role (or the admin flag);
 * shared reference data and a client's portfolio structure need the admin flag. Checked where the file is received; the
 * import itself is a job on the queue (issue 21 §2), which any process may take on
 * PostgreSQL: the file goes with it through the database.
 */
export interface IntegrationService {
  importFile(access: UserAccess, request: ImportRequest): Promise<ImportOutcome>;
  listEntries(access: UserAccess, roleCode: string): Promise<IntegrationEntry[]>;
  errorsOf(access: UserAccess, roleCode: string, id: number): Promise<ImportError[]>;
}

export function createIntegrationService(deps: {
  db: Database;
  importers: Partial<Record<ImportKind, Importer>>;
  log: FastifyBaseLogger;
  /** The program running the imports, named in the log of one that stops mid-way. */
  origin?: ImportOrigin;
  /** The job queue (this process's own when not given: the command line, benchmarks). */
  queue?: JobQueue;
  /** Where an import's job record is kept (the command line keeps none). */
  progress?: ProgressRegistry;
  /** How a file reaches the process that takes its import. */
  files?: JobFiles;
  /** Where a process that takes another's import keeps its copy of the file. */
  copyFolder?: string;
}): IntegrationService {
  const { db, importers, log } = deps;
  /** This process's imports under way, by log entry. */
  const running = new Set<number>();
  const files = deps.files ?? createJobFiles({ db, shared: false });
  const importQueued = (deps.queue ?? createInProcessQueue()).register(
    'import',
    recordedJob(deps.progress, 'importing', runImport),
  );

  function assertMayImport(access: UserAccess, kind: ImportKind, roleCode: string | undefined) {
    if (isAdminOnlyKind(kind) && !access.isAdmin)
      throw new ApiProblem(
        'FORBIDDEN',
        isClientKind(kind)
          ? 'Seul un administrateur peut intégrer la structure des portefeuilles d’un client.'
          : 'Seul un administrateur peut intégrer des données de référence.',
      );
    if (!isClientKind(kind)) return;
    if (!roleCode)
      throw new ApiProblem(
        'VALIDATION',
        `La requête est invalide : le client (rolename) est obligatoire pour un fichier ${IMPORT_KIND_LABELS[kind]}.`,
      );
    if (!canReachRole(access, roleCode)) throw problem('ROLE_FORBIDDEN');
    if (!hasRight(access, 'transparency')) throw problem('FORBIDDEN');
  }

  return {
    async importFile(access, { filePath, progressToken, ...request }) {
      assertMayImport(access, request.kind, request.roleCode);
      if (!importers[request.kind])
        throw new ApiProblem('VALIDATION', `Type de fichier non pris en charge : ${request.kind}.`);
      const file = await files.handOver(filePath);
      try {
        return await importQueued(
          { access, request, file },
          { token: progressToken, userId: access.userId },
        );
      } finally {
        await files.release(file);
      }
    },

    async listEntries(access, roleCode) {
      assertRoleAccess(access, roleCode);
      // An import whose process died (a killed command) reads failed as soon as it is looked at.
      await markInterruptedImports(db, running);
      return (await listLogEntries(db, roleCode)).map(toEntry);
    },

    async errorsOf(access, roleCode, id) {
      assertRoleAccess(access, roleCode);
      const row = await findLogEntry(db, id, roleCode);
      if (!row) throw problem('NOT_FOUND');
      return row.errors ?? [];
    },
  };

  /** An import taken from the queue, in the process that takes it: all or nothing. */
  async function runImport(job: ImportJob, context: JobContext): Promise<ImportOutcome> {
    const local = await files.local(job.file, deps.copyFolder ?? tmpdir());
    try {
      return await importLocal(job.access, { ...job.request, filePath: local.path }, context);
    } finally {
      await local.discard();
    }
  }

  async function importLocal(
    access: UserAccess,
    request: ImportRequest,
    { signal, token: jobToken }: { signal: AbortSignal; token?: string },
  ): Promise<ImportOutcome> {
    const importer = importers[request.kind]!;
    const roleCode = isClientKind(request.kind) ? request.roleCode! : null;
    const opened = await openLogEntry(db, {
      roleCode,
      title: request.fileName,
      category: IMPORT_KIND_LABELS[request.kind],
      sender: access.displayName,
      senderId: access.userId || undefined, // the command-line operator has no user row
      origin: deps.origin ?? 'server',
    });
    running.add(opened.id);
    const report = new ImportReport();
    try {
      // A file of a million lines is background work (db/statement-budget.ts).
      const outcome = await inBackground(() =>
        db.transaction(async (tx) => {
          await holdImportLock(tx, opened.id);
          const done = await importer({
            ...request,
            tx,
            roleCode,
            importId: opened.id,
            report,
            signal,
          });
          // A cancelled import (or its process stopping) stores nothing.
          signal.throwIfAborted();
          await recordChange(tx, {
            access,
            roleCode: roleCode ?? ALL_CLIENTS,
            group: 'imports',
            oldValues: { import: null },
            newValues: {
              import: {
                logId: opened.id,
                fileName: request.fileName,
                kind: request.kind,
                category: IMPORT_KIND_LABELS[request.kind],
                outcome: 'Intégré',
                lineCount: done.lineCount,
                details: done.details ?? {},
              },
            },
          });
          // « Intégré » is committed with the data, never apart from it.
          const closed = await closeLogEntry(tx, opened.id, {
            state: 'Intégré',
            lineCount: done.lineCount,
            errorCount: 0,
            errors: [],
            details: done.details,
          });
          const accepted = acceptedOutcome(closed, done.details);
          // Refused if its user cancelled it meanwhile; else a crash from here on ends the
          // job with this answer rather than import the file again (jobs/publication.ts).
          if (jobToken) await claimPublication(tx, jobToken, accepted);
          return accepted;
        }),
      );
      log.info(
        { importId: opened.id, kind: request.kind, lines: outcome.entry.NombreLignes },
        'file integrated',
      );
      return outcome;
    } catch (error) {
      const rejected = error instanceof RejectedImport;
      const errors = rejected
        ? error.report.errors
        : [{ line: 0, column: '', message: failureMessage(signal) }];
      const closed = await closeLogEntry(db, opened.id, {
        state: 'Rejeté',
        lineCount: rejected ? error.lineCount : 0,
        errorCount: rejected ? error.report.count : 1,
        errors,
      });
      if (!rejected) throw error;
      log.info(
        { importId: opened.id, kind: request.kind, errors: error.report.count },
        'file rejected',
      );
      return { entry: toEntry(closed), errors, accepted: false };
    } finally {
      running.delete(opened.id);
    }
  }
}
