import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ComputationResponse } from '@prisme/domain';
import { formatDateTime, formatEuros } from '../../../lib/format';
import type { Area } from '../../../state';

export const RESULTS_LINK = 'Voir les résultats';
export const SCR_RESULTS_LINK = 'Résultats SCR';
export const ESG_RESULTS_LINK = 'Résultats ESG';
export const RISK_RESULTS_LINK = 'Résultats Risque';
export const IMPACT_2027_LINK = 'Impact 2027';
/** The « Impact 2027 » page of SOLVABILITE II (app/routes/route-table.ts). */
const IMPACT_2027_PATH = '/solvency/impact-2027';

/** Each area's results page and its link's name when several areas were computed. */
const RESULT_LINKS = [
  { area: 'scr', to: '/solvency/results', label: SCR_RESULTS_LINK },
  { area: 'esg', to: '/esg/results', label: ESG_RESULTS_LINK },
  { area: 'risk', to: '/risk/results', label: RISK_RESULTS_LINK },
] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The last computation of the perimeter: its SCR, market value and date, and the way to
 * the results. Without the answer at hand (after a page reload) only the latter.
 */
export function ComputeOutcome({
  response,
  done,
  impact = false,
  action,
}: {
  response: ComputationResponse | undefined;
  /** The SCR was computed under both rule sets: a link to « Impact 2027 ». */
  impact?: boolean;
  /** The areas computed: a link to each one's results. */
  done: Readonly<Record<Area, boolean>>;
  /** Another action on the results, after the links (« Sauvegarder »). */
  action?: ReactNode;
}) {
  // One area: « Voir les résultats »; several: a link named after each.
  const computed = RESULT_LINKS.filter((link) => done[link.area]);
  const links = computed.map((link) => ({
    to: link.to,
    label: computed.length > 1 ? link.label : RESULTS_LINK,
  }));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="compute-outcome"
      sx={{ p: 2, borderColor: 'success.main' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircle color="success" aria-hidden />
          <Typography id="compute-outcome" variant="h6" component="h2">
            Calculs terminés
          </Typography>
        </Stack>
        {response && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 2,
              m: 0,
              gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            }}
          >
            {response.globalSCRMarketResult !== null && (
              <Figure label="SCR marché" value={formatEuros(response.globalSCRMarketResult)} />
            )}
            <Figure label="Valeur de marché" value={formatEuros(response.globalMarketValuation)} />
            <Figure label="Date du calcul" value={formatDateTime(response.computationDate)} />
          </Box>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
              {link.label}
            </Button>
          ))}
          {impact && done.scr && (
            <Button component={RouterLink} to={IMPACT_2027_PATH} variant="outlined">
              {IMPACT_2027_LINK}
            </Button>
          )}
          {action}
        </Stack>
      </Stack>
    </Paper>
  );
}
