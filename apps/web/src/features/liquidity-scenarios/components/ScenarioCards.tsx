import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uncoveredClasses, type LiquidityScenario } from '@prisme/domain';
import { formatQuantity } from '../../../lib/format';

/**
 * One card per scenario: its name, code, comment and number of rules, the classes it has
 * no rule for (their positions are « non évalué » under it), the factor on the derivatives'
 * 10-day margin moves (1 when the scenario sets none, as the engine reads it), and for
 * administrators the way to change or delete it.
 */
export function ScenarioCards({
  scenarios,
  editable,
  onEdit,
  onDelete,
}: {
  scenarios: readonly LiquidityScenario[];
  editable: boolean;
  onEdit: (scenario: LiquidityScenario) => void;
  onDelete: (scenario: LiquidityScenario) => void;
}) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
    >
      {scenarios.map((scenario) => {
        const uncovered = uncoveredClasses(scenario);
        return (
          <Paper
            key={scenario.code}
            component="section"
            variant="outlined"
            sx={{ p: 2 }}
            aria-labelledby={`scenario-${scenario.code}`}
          >
            <Stack spacing={1} sx={{ height: '100%' }}>
              <Typography id={`scenario-${scenario.code}`} variant="h6" component="h2">
                {scenario.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {scenario.code} · {scenario.details.length} règle
                {scenario.details.length > 1 ? 's' : ''}
              </Typography>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {scenario.comment || 'Sans commentaire.'}
              </Typography>
              <Typography variant="body2">
                Multiplicateur de marge des dérivés :{' '}
                {scenario.marginMultiplier === undefined
                  ? '1 (par défaut)'
                  : formatQuantity(scenario.marginMultiplier)}
              </Typography>
              {uncovered.length > 0 && (
                <Typography variant="body2" color="warning.main">
                  Sans règle, donc non évaluées : {uncovered.map((c) => c.label).join(', ')}.
                </Typography>
              )}
              {editable && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => onEdit(scenario)}>
                    Modifier
                  </Button>
                  <Button size="small" color="error" onClick={() => onDelete(scenario)}>
                    Supprimer
                  </Button>
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
