/**
 * Where quitting the simulation leaves the user (spec §4 Simulation): on home the SCR is
 * marked ready; the pages that showed the simulation's portfolio or results (look-through,
 * compute, solvency and ESG outside their archives) no longer describe anything, so the
 * user goes home; any other page stays.
 */
export type AfterQuit = 'mark-scr-ready' | 'go-home' | 'stay';

/** Paths that show the simulated portfolio or its results; archives are saved results. */
const LEAVES = [/^\/transparisation(\/|$)/, /^\/compute$/, /^\/solvency(\/|$)/, /^\/esg(\/|$)/];
const ARCHIVES = /^\/(solvency|esg)\/archives(\/|$)/;

export function afterQuit(pathname: string): AfterQuit {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return 'mark-scr-ready';
  if (ARCHIVES.test(path)) return 'stay';
  return LEAVES.some((leave) => leave.test(path)) ? 'go-home' : 'stay';
}
