import { ESG_SCALE_MAXES, type EsgScaleMax } from '@prisme/domain';

/**
 * The ESG model scale of the deployment (esg-and-liquidity §1.4.1 `scale`: 10 or 100), set
 * by PRISME_ESG_SCALE (config.ts refuses any other value at start-up); 10 when unset. The
 * vendor scores, sovereign scores and forced ratings are on it: the imports and the
 * forced-rating page bound the notes by it, and the ESG feed passes it to the engine (its
 * letters' bands and midpoints).
 */
export function esgScaleMax(env: NodeJS.ProcessEnv = process.env): EsgScaleMax {
  const raw = env.PRISME_ESG_SCALE?.trim();
  const scale = ESG_SCALE_MAXES.find((max) => String(max) === raw);
  return scale ?? 10;
}
