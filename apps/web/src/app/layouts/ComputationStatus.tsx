import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { LazyTooltip } from '../../components/LazyTooltip';
import { resultsOutdated, useNavigationStore } from '../../state';

export const OUTDATED_RESULTS_MESSAGE =
  'Le périmètre ou les paramètres ont changé depuis le dernier calcul : les résultats affichés ne les reflètent pas.';
export const SCR_RESULT_MESSAGE = 'Un résultat SCR est disponible.';

/**
 * The app bar's signs of spec §2: the warning icon when the results shown predate a
 * perimeter or parameter change, the green tick once an SCR result exists.
 */
export function ComputationStatus() {
  const outdated = useNavigationStore(resultsOutdated);
  const tick = useNavigationStore((state) => state.showGreenTick);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
      {outdated && (
        <LazyTooltip title={OUTDATED_RESULTS_MESSAGE}>
          <WarningAmber
            role="img"
            aria-label={OUTDATED_RESULTS_MESSAGE}
            aria-hidden={false}
            sx={{ color: 'warning.light' }}
          />
        </LazyTooltip>
      )}
      {tick && (
        <LazyTooltip title={SCR_RESULT_MESSAGE}>
          <CheckCircle
            role="img"
            aria-label={SCR_RESULT_MESSAGE}
            aria-hidden={false}
            sx={{ color: 'success.light' }}
          />
        </LazyTooltip>
      )}
    </Box>
  );
}
