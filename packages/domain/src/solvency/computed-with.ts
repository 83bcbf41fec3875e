import type { ScrResultPayload } from './api';

/**
 * What two SCR results were computed with, compared (issue 40 §1): a simulation beside a
 * base computed before the user changed a parameter or a client list shows differences on
 * lines nobody touched. The comparison names each input that differs, in French, so the
 * page can say the base is stale; an empty list means both used the same inputs.
 */
export function differingScrInputs(base: ScrResultPayload, other: ScrResultPayload): string[] {
  const differs: string[] = [];
  if (base.ruleSetId !== other.ruleSetId) differs.push('le jeu de règles');
  if (!sameValue(base.parameters, other.parameters)) differs.push('les paramètres SCR');
  // Results stored before the lists were recorded carry none: nothing to compare then.
  if (base.clientLists && other.clientLists && !sameValue(base.clientLists, other.clientLists))
    differs.push('les données client');
  if (base.symmetricAdjustment !== other.symmetricAdjustment)
    differs.push('l’ajustement symétrique');
  if (base.yieldCurve.id !== other.yieldCurve.id || base.yieldCurve.date !== other.yieldCurve.date)
    differs.push('la courbe des taux');
  return differs;
}

/** Structural equality of JSON values, key order ignored. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) => key in recordB && sameValue((a as Record<string, unknown>)[key], recordB[key]),
  );
}
