import { concentrationAlphaLines, concentrationExposureLines } from './concentration-lines';
import { currencyExposureLines, currencyLossLines } from './currency';
import { equityLines } from './equity';
import { allocationLines } from './euler';
import { interestRateLines } from './interest-rate';
import type { LinePass } from './line-blocks';
import { spreadLines } from './spread';

/** The passes over lines another thread can run, by the name the engine gives them. */
export const LINE_PASSES: Readonly<Record<string, LinePass<never>>> = {
  interestRate: interestRateLines as LinePass<never>,
  equity: equityLines as LinePass<never>,
  spread: spreadLines as LinePass<never>,
  concentrationExposure: concentrationExposureLines as LinePass<never>,
  concentrationAlpha: concentrationAlphaLines as LinePass<never>,
  currencyExposure: currencyExposureLines as LinePass<never>,
  currencyLoss: currencyLossLines as LinePass<never>,
  allocation: allocationLines as LinePass<never>,
};
