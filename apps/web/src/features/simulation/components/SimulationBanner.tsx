import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExitToApp from '@mui/icons-material/ExitToApp';
import Science from '@mui/icons-material/Science';
import { leaveGuardActions, useNavigationStore } from '../../../state';
import { useQuitSimulation } from '../hooks/use-quit-simulation';

export const BANNER_TEXT =
  'Mode simulation — les modifications ne portent que sur une copie du portefeuille ; le portefeuille réel n’est pas modifié.';
export const QUIT_LABEL = 'Quitter la simulation';

/**
 * Said on every page while simulation mode is on (spec §2: simulation in light blue and
 * yellow): what the pages now show, whether the simulated portfolio is transparised, and
 * the way out.
 */
export function SimulationBanner() {
  const simulationMode = useNavigationStore((state) => state.simulation.simulationMode);
  const transparised = useNavigationStore((state) => state.simulation.transparised);
  const modified = useNavigationStore((state) => state.simulation.modified === true);
  const quit = useQuitSimulation();
  if (!simulationMode) return null;
  return (
    <Box
      role="region"
      aria-label="Mode simulation"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'simulation.background',
        borderLeft: 6,
        borderColor: 'simulation.highlight',
      }}
    >
      <Science aria-hidden />
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 240 }}>
        {BANNER_TEXT}
      </Typography>
      <Chip
        size="small"
        label={transparised ? 'Transparisée' : 'À transpariser'}
        sx={{
          bgcolor: transparised ? 'background.paper' : 'simulation.highlight',
          fontWeight: 600,
        }}
      />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ExitToApp />}
        onClick={() => leaveGuardActions.confirmLeave(quit, modified)}
      >
        {QUIT_LABEL}
      </Button>
    </Box>
  );
}
