/**
 * The outcome of reading one value from a file: the value, or a French reason shown to
 * the user in the import report. Bad input never throws, so a file with 10,000 faulty
 * cells gives 10,000 reasons rather than stopping at the first.
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const parseOk = <T>(value: T): ParseResult<T> => ({ ok: true, value });

export const parseFailure = <T = never>(message: string): ParseResult<T> => ({
  ok: false,
  message,
});
