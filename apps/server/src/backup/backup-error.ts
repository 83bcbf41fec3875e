/**
 * The exit codes of `npm run backup` and `npm run restore`, for scripts and schedulers
 * that run them unattended (README, docs/reliability.md).
 */
export const EXIT = {
  /** The backup or the restore is done. */
  ok: 0,
  /** It failed: a tool, the database or the disk answered an error. */
  failed: 1,
  /** Wrong arguments, a missing or unreadable file, a file of the other kind of database. */
  usage: 2,
  /** The embedded database is open in another process (the portal, an import). */
  busy: 3,
  /** The target is not empty (without --force), or the backup file already exists. */
  notEmpty: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A refusal or a failure said in French to the operator, with the exit code it ends on. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failed,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
