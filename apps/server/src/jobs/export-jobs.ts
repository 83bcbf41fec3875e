import type { UserAccess } from '../auth/user-access';
import type { JobFile, JobFiles } from './job-files';
import type { ProgressRegistry } from './progress';
import type { JobQueue } from './queue/job-queue';
import { recordedJob } from './recorded-job';

/** A file an export writes whole, to be sent and then deleted (and what goes with it). */
export interface ExportedFile {
  path: string;
  fileName: string;
}

/** An export's builder: the caller's access, then arguments that cross processes as JSON. */
type Builder = (access: UserAccess, ...args: never[]) => Promise<ExportedFile>;

/** The methods of a service that write an export file. */
type ExportMethods<S> = {
  [K in keyof S]: S[K] extends Builder ? K : never;
}[keyof S];

/** What an export job carries: which builder, its arguments, and who reads the file. */
interface ExportJob {
  builder: string;
  access: UserAccess;
  args: unknown[];
  /** The process answering the request (JobFiles.processId): the file goes back to it. */
  reader: string;
}

/** What an export job answers: the file's other fields, and the file on its way back. */
type ExportAnswer = Omit<ExportedFile, 'path'> & { file: JobFile; [more: string]: unknown };

/**
 * Exports on the job queue (issue 21 §2): a workbook or a report package is written by
 * whichever process takes the job, then handed back to the process that answers the
 * request (jobs/job-files.ts: through the database when they differ). Routes and services
 * are unchanged: `queued` answers the service with its export methods run as jobs, and
 * every process registers the same builders, so any of them can run any export.
 */
export interface ExportJobs {
  queued<S extends object>(name: string, service: S, methods: readonly ExportMethods<S>[]): S;
}

export function createExportJobs(deps: {
  queue: JobQueue;
  files: JobFiles;
  /** Where the file is copied in the process that answers, when another wrote it. */
  folder: string;
  /** Where an export's job record is kept. */
  progress?: ProgressRegistry;
}): ExportJobs {
  const { files } = deps;
  const builders = new Map<string, Builder>();
  const exportQueued = deps.queue.register<ExportJob, ExportAnswer>(
    'export',
    recordedJob(deps.progress, 'exporting', async ({ builder, access, args, reader }) => {
      const build = builders.get(builder);
      if (!build) throw new Error(`Export inconnu : ${builder}`);
      // JSON has no undefined: an argument left out (the latest perimeter) comes as null.
      const { path, ...rest } = await build(
        access,
        ...(args.map((a) => a ?? undefined) as never[]),
      );
      return { ...rest, file: await files.handOver(path, reader, { moved: true }) };
    }),
  );

  return {
    queued<S extends object>(name: string, service: S, methods: readonly ExportMethods<S>[]): S {
      const wrapped: Record<string, unknown> = { ...(service as Record<string, unknown>) };
      for (const method of methods) {
        const builder = `${name}.${String(method)}`;
        const build = (service[method] as Builder).bind(service);
        builders.set(builder, build);
        wrapped[method as string] = async (access: UserAccess, ...args: unknown[]) => {
          const { file, ...rest } = await exportQueued(
            { builder, access, args, reader: files.processId },
            { token: undefined, userId: access.userId },
          );
          try {
            // Sent, then deleted by the route (http/file-reply.ts), copy or not.
            return { ...rest, path: (await files.local(file, deps.folder)).path };
          } finally {
            await files.release(file);
          }
        };
      }
      return wrapped as S;
    },
  };
}
