import type { ImportKind } from '@prisme/domain';
import { importFundLookthrough } from './fund-lookthrough';
import type { Importer } from './importer';
import { importInventory } from './inventory';
import { importClimateData } from './climate';
import { importClimateTargets } from './climate-targets';
import { importEsgScores } from './esg';
import { importFxRates } from './fx-rates';
import { importLiquidityData } from './liquidity';
import { importPaiData } from './pai';
import { importPortfolioStructure } from './portfolio-structure';
import { importSecurities } from './securities';
import { importSovereignData } from './sovereign';
import { importSymmetricAdjustment } from './symmetric-adjustment';
import { importYieldCurves } from './yield-curves';

/** The importer of each file kind. */
export const IMPORTERS: Partial<Record<ImportKind, Importer>> = {
  portfolio_structure: importPortfolioStructure,
  inventory: importInventory,
  fund_lookthrough: importFundLookthrough,
  securities: importSecurities,
  yield_curves: importYieldCurves,
  fx_rates: importFxRates,
  symmetric_adjustment: importSymmetricAdjustment,
  esg: importEsgScores,
  climate: importClimateData,
  climate_targets: importClimateTargets,
  pai: importPaiData,
  sovereign: importSovereignData,
  liquidity: importLiquidityData,
};
