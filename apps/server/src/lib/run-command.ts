/**
 * Runs a command-line entry point and exits with its code at once (nothing of the run —
 * a lock's timer, a pool — keeps the process up); an unexpected error prints its message
 * and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
