import { ComputeFirst } from '../../../components/ComputeFirst';

export const NO_LIQUIDITY_RESULT_MESSAGE =
  'Aucune analyse de liquidité pour ce périmètre : lancez d’abord le calcul du risque de liquidité.';

/** The invitation to compute, on the pages that show a liquidity result. */
export const NoLiquidityResult = () => <ComputeFirst message={NO_LIQUIDITY_RESULT_MESSAGE} />;
