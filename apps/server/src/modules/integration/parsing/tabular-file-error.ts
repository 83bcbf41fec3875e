/**
 * A file that cannot be read as a table at all (wrong format, missing sheet, broken
 * CSV). The message is French and shown as is in the import report; errors of single
 * cells are not exceptions but ParseResult failures (values.ts).
 */
export class TabularFileError extends Error {
  override name = 'TabularFileError';
}
