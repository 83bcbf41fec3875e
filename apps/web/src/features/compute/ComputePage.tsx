import { useState, type ReactNode } from 'react';
import { useIsMutating, useMutationState } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import { messages, type ComputationResponse, type RuleSetId } from '@prisme/domain';
import { JobProgressBar } from '../../components/JobProgressBar';
import { RunFailure } from '../../components/RunFailure';
import { useInterruptedRunRecovery } from '../../lib/interrupted-run';
import { useCompletePerimeterRequest } from '../../lib/perimeter-request';
import { busyWith, useNavigationStore, useSessionStore, type Area } from '../../state';
import {
  anyLoading,
  COMPUTE_RUN_KEY,
  recoverInterruptedCompute,
  useRunCompute,
  type ComputeVariables,
} from './api/run-compute';
import { AreaChoice } from './components/AreaChoice';
import { ComputeOutcome } from './components/ComputeOutcome';
import { RuleSetField } from './components/RuleSetField';
import { areasFor, defaultSelection } from './lib/areas';
import { chosenRuleSet, type RuleSetChoice } from './lib/rule-set-choice';

export const RUN_LABEL = 'Lancer les calculs';
export const PROGRESS_LABEL = 'Avancement des calculs';
const INCOMPLETE_HINT = 'Complétez le périmètre pour lancer les calculs.';
const NOTHING_HINT = 'Cochez au moins un résultat à calculer.';
const CREATING_HINT = 'La simulation est en cours de création.';
export const SIMULATION_NOTICE =
  'Mode simulation : les calculs portent sur le portefeuille simulé, pas sur le portefeuille réel.';

/** In simulation mode, said in the simulation's colours: what « Calculs » computes. */
function SimulationNotice() {
  return (
    <Box
      role="note"
      sx={{
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'simulation.background',
        borderLeft: 4,
        borderColor: 'simulation.highlight',
      }}
    >
      <Typography variant="body2">{SIMULATION_NOTICE}</Typography>
    </Box>
  );
}

/**
 * "Calculs" (spec §2, §4 Compute): the result families to compute, « Lancer les
 * calculs », the progress of the run, then its outcome (with `archiveAction`, the
 * app's « Sauvegarder ») or the French error with « Réessayer ».
 */
export function ComputePage({
  title,
  archiveAction,
  exportsPanel,
}: {
  title: string;
  /** Beside the outcome: saving the results as an archive (composed by the app). */
  archiveAction?: ReactNode;
  /** Below it: the reports of the perimeter to download (composed by the app). */
  exportsPanel?: ReactNode;
}) {
  const rights = useSessionStore((state) => state.rights);
  const choices = areasFor(rights);
  const [selected, setSelected] = useState<Area[]>(() => defaultSelection(rights));
  const [ruleChoice, setRuleChoice] = useState<RuleSetChoice | null>(null);
  const [impact, setImpact] = useState(false);
  const request = useCompletePerimeterRequest();
  const { mutate, job, error, isError, reset } = useRunCompute();
  // Counted over the tab's mutations: a run started before a page change still counts.
  const running = useIsMutating({ mutationKey: COMPUTE_RUN_KEY }) > 0;
  const busy = useNavigationStore((state) => busyWith(state) !== null);
  const scrDone = useNavigationStore((state) => state.results.scr.done);
  const esgDone = useNavigationStore((state) => state.results.esg.done);
  const riskDone = useNavigationStore((state) => state.results.risk.done);
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const simulationMode = useNavigationStore((state) => state.simulation.simulationMode);
  const simulationId = useNavigationStore((state) => state.simulation.simulationId);
  const answers = useMutationState({
    filters: { mutationKey: COMPUTE_RUN_KEY, status: 'success' },
    select: (mutation) => ({
      response: mutation.state.data as ComputationResponse | undefined,
      variables: mutation.state.variables as ComputeVariables | undefined,
    }),
  });
  const last = answers.findLast((a) => a.response?.perimeter.perimeterID === perimeterId);
  const answer = last?.response;
  const impactComputed = last?.variables?.scrRules?.computeImpact2027 === true;
  useInterruptedRunRecovery(COMPUTE_RUN_KEY, anyLoading, recoverInterruptedCompute);

  const areas = selected.filter((area) => choices.some((choice) => choice.area === area));
  const hint = !request
    ? INCOMPLETE_HINT
    : simulationMode && !simulationId
      ? CREATING_HINT
      : areas.length === 0
        ? NOTHING_HINT
        : null;
  const valuationDate = request?.valuationDate ?? null;
  const ruleSet = valuationDate ? chosenRuleSet(ruleChoice, valuationDate) : null;
  const run = () => {
    if (request && areas.length > 0) {
      mutate({
        request,
        areas,
        simulationId: simulationMode ? simulationId : null,
        ...(ruleSet && { scrRules: { ruleSet, computeImpact2027: impact } }),
      });
    }
  };
  const chooseRuleSet = (next: RuleSetId) => {
    if (valuationDate) setRuleChoice({ valuationDate, ruleSet: next });
    reset();
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="compute-run">
        <Stack spacing={2}>
          <Typography id="compute-run" variant="h6" component="h2">
            Lancer un calcul
          </Typography>
          {simulationMode && <SimulationNotice />}
          <AreaChoice
            choices={choices}
            selected={areas}
            disabled={running}
            onChange={(next) => {
              setSelected(next);
              reset();
            }}
          />
          {areas.includes('scr') && valuationDate && ruleSet && (
            <RuleSetField
              valuationDate={valuationDate}
              ruleSet={ruleSet}
              impact={impact}
              disabled={running}
              onRuleSet={chooseRuleSet}
              onImpact={(next) => {
                setImpact(next);
                reset();
              }}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={run}
              disabled={running || busy || hint !== null}
              aria-describedby={hint ? 'compute-hint' : undefined}
              startIcon={running ? <CircularProgress size={16} color="inherit" /> : <Calculate />}
            >
              {RUN_LABEL}
            </Button>
            {hint && (
              <Typography variant="body2" color="text.secondary" id="compute-hint">
                {hint}
              </Typography>
            )}
          </Stack>
          {running && <JobProgressBar job={job} label={PROGRESS_LABEL} />}
          {!running && isError && (
            <RunFailure
              error={error}
              message={messages.computation.run}
              onRetry={request && areas.length > 0 ? run : undefined}
            />
          )}
        </Stack>
      </Paper>
      {!running && !isError && (scrDone || esgDone || riskDone) && (
        <Stack sx={{ mt: 3 }}>
          <ComputeOutcome
            response={answer}
            done={{ scr: scrDone, esg: esgDone, risk: riskDone }}
            impact={impactComputed}
            action={archiveAction}
          />
        </Stack>
      )}
      {exportsPanel && <Stack sx={{ mt: 3 }}>{exportsPanel}</Stack>}
    </>
  );
}
