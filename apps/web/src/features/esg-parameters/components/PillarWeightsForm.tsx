import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  messages,
  sumsToOne,
  type EsgPillar,
  type EsgPillarWeight,
} from '@prisme/domain';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { ResourceError } from '../../../components/ResourceError';
import { navigationActions, useLeaveGuard } from '../../../state';
import { useSaveEsgPillars } from '../api/save-esg-parameters';
import { saveErrorMessage } from './save-error';
import { SumLine } from './SumLine';

type Weights = Record<EsgPillar, number | null>;

const weightsOf = (list: readonly EsgPillarWeight[]): Weights =>
  Object.fromEntries(
    ESG_PILLARS.map((p) => [p, list.find((w) => w.pilierID === p)?.ratios ?? null]),
  ) as Weights;

/** The weights of the E, S and G pillars (fixed to those three, spec §5), summing to 1. */
export function PillarWeightsForm({ saved }: { saved: readonly EsgPillarWeight[] }) {
  const [weights, setWeights] = useState<Weights>(() => weightsOf(saved));
  const [dirty, setDirty] = useState(false);
  // Edited and not saved: leaving asks first (issue 40).
  useLeaveGuard(dirty);
  const save = useSaveEsgPillars();
  const ratios = ESG_PILLARS.map((p) => weights[p] ?? Number.NaN);
  const sum = ratios.reduce((a, b) => a + b, 0);
  const valid = sumsToOne(ratios);
  const change = (pillar: EsgPillar, value: number | null) => {
    setWeights((current) => ({ ...current, [pillar]: value }));
    setDirty(true);
    navigationActions.parameterChanged('esgPillars');
  };
  const submit = () =>
    save.mutate(
      ESG_PILLARS.map((pilierID) => ({ pilierID, ratios: weights[pilierID]! })),
      { onSuccess: () => setDirty(false) },
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        {ESG_PILLARS.map((pillar) => (
          <FrenchNumberField
            key={pillar}
            label={`${pillar} — ${ESG_PILLAR_LABELS[pillar]}`}
            value={weights[pillar]}
            onChange={(value) => change(pillar, value)}
            size="small"
            error={!valid}
            slotProps={{ htmlInput: { 'aria-describedby': 'esg-pillars-sum' } }}
            sx={{ width: 200 }}
          />
        ))}
      </Stack>
      <SumLine id="esg-pillars-sum" sum={sum} valid={valid} />
      {save.isError && (
        <ResourceError
          message={saveErrorMessage(save.error, messages.esg.pillars.save)}
          onRetry={submit}
        />
      )}
      <Stack direction="row">
        <Button variant="contained" onClick={submit} disabled={!valid || !dirty || save.isPending}>
          Enregistrer les piliers
        </Button>
      </Stack>
    </Stack>
  );
}
