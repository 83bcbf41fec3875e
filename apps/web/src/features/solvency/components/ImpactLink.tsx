import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CompareArrows from '@mui/icons-material/CompareArrows';

export const IMPACT_PATH = '/solvency/impact-2027';
export const IMPACT_LINK_LABEL = 'Impact 2027';

/**
 * « Impact 2027 » beside a result computed under both rule sets (the result says so: no
 * request that would answer 404 for the others); nothing otherwise.
 */
export function ImpactLink({ computedWithImpact }: { computedWithImpact: boolean }) {
  if (!computedWithImpact) return null;
  return (
    <Button
      component={RouterLink}
      to={IMPACT_PATH}
      variant="outlined"
      startIcon={<CompareArrows />}
    >
      {IMPACT_LINK_LABEL}
    </Button>
  );
}
