import type { EsgModel } from './security-score';

/**
 * The configuration and theme scores of esg-and-liquidity §1.4.4 (data of the worked
 * examples, for the tests): pillars 0.40 / 0.30 / 0.30, the default theme weights and the
 * ENERGY override of E; securities A (ENERGY), B and C (TECH; C with missing themes).
 */
export const REFERENCE_MODEL: EsgModel = {
  pillarWeights: { E: 0.4, S: 0.3, G: 0.3 },
  themeWeights: {
    '*': {
      E: { CC: 0.4, NC: 0.2, PW: 0.2, EO: 0.2 },
      S: { HC: 0.4, PL: 0.3, SO: 0.1, SOP: 0.2 },
      G: { CG: 0.6, CB: 0.4 },
    },
    ENERGY: { E: { CC: 0.6, NC: 0.1, PW: 0.25, EO: 0.05 } },
  },
  minThemeWeight: 0,
}; // prettier-ignore

export const REFERENCE_SCORES = {
  A: { CC: 3, NC: 5, PW: 4, EO: 6, HC: 6, PL: 7, SO: 5, SOP: 4, CG: 6.5, CB: 5.5 },
  B: { CC: 8, NC: 7, PW: 9, EO: 6, HC: 5, PL: 4, SO: 8, SOP: 7, CG: 7, CB: 6 },
  C: { CC: 6, PW: 5, HC: 7, PL: 6, SOP: 5, CG: 4, CB: 5 },
}; // prettier-ignore
