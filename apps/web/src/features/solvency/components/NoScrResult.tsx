import { ComputeFirst } from '../../../components/ComputeFirst';

export const NO_RESULT_MESSAGE = 'Aucun résultat SCR pour ce périmètre : lancez d’abord le calcul.';

/** The invitation to compute, on the pages that show an SCR result. */
export const NoScrResult = () => <ComputeFirst message={NO_RESULT_MESSAGE} />;
