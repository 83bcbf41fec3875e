import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { UnverifiedPoint } from '@prisme/domain';
import { certaintyText, unverifiedInOrder, unverifiedSummary } from './unverified';

export const UNVERIFIED_TITLE = 'Non vérifié pour 2027';
export const AFFECTS_RESULT_LABEL = 'concerne ce calcul';
const EXPLANATION =
  'Le texte du règlement délégué 2026/269 n’a pas pu être lu pour ces points : le jeu de règles applique la lecture indiquée, à confirmer sur le Journal officiel.';

/**
 * « Non vérifié pour 2027 » (issue 37 §2): what the rule set takes on trust, never silently —
 * each point's topic, articles, the reading applied and its mark, the points this result
 * depends on first and marked « concerne ce calcul ». Nothing when there is none.
 */
export function UnverifiedPanel({
  points,
  id = 'non-verifie-2027',
  forResult = true,
}: {
  points: readonly UnverifiedPoint[];
  /** The title's id (two panels on one page need two). */
  id?: string;
  /** False for the rule set itself (« Paramètres SCR »): no result to concern. */
  forResult?: boolean;
}) {
  if (points.length === 0) return null;
  const summary = forResult
    ? unverifiedSummary(points)
    : `${points.length} point${points.length > 1 ? 's' : ''} non vérifié${points.length > 1 ? 's' : ''}.`;
  return (
    // A region, not an alert: part of the result, read when the user gets to it.
    <Alert severity="warning" component="section" role="region" aria-labelledby={id}>
      <AlertTitle id={id}>{UNVERIFIED_TITLE}</AlertTitle>
      <Typography variant="body2">{`${summary} ${EXPLANATION}`}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {(forResult ? unverifiedInOrder(points) : points).map((point) => (
          <Box component="li" key={point.key} sx={{ mb: 0.75 }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {point.topic}
            </Typography>
            <Typography variant="body2" component="span">
              {` (${point.articles}, ${certaintyText(point.mark)}) : ${point.reading}`}
            </Typography>
            {forResult && point.affectsResult && (
              <Chip
                label={AFFECTS_RESULT_LABEL}
                size="small"
                color="warning"
                sx={{ ml: 1, verticalAlign: 'baseline' }}
              />
            )}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
