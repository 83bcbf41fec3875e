import { ComputeFirst } from '../../../components/ComputeFirst';

export const NO_ESG_RESULT_MESSAGE =
  'Aucune analyse ESG pour ce périmètre : lancez d’abord le calcul ESG.';

/** The invitation to compute, on the pages that show an ESG result. */
export const NoEsgResult = () => <ComputeFirst message={NO_ESG_RESULT_MESSAGE} />;
