/** The IdP came back from a sign-in: with a code and state, or with an error. */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}

/** The IdP came back from a sign-out: only the state of the end-session request. */
export function isSignoutCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && !params.has('code') && !params.has('error');
}

/** The URL without the IdP's query, keeping (or restoring) the hash route. */
export function urlWithoutQuery(pathname: string, hash: string): string {
  return `${pathname}${hash}`;
}

/** The hash route saved before a redirect, if it is one of ours. */
export function returnHashFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>).returnTo;
  return typeof value === 'string' && value.startsWith('#/') ? value : undefined;
}
