import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LiquidityResult, LiquidityScenarioResult } from '@prisme/domain';

/** The scenario a section shows (the first by default), and its picker. */
export function useScenarioChoice(result: LiquidityResult) {
  const [code, setCode] = useState(result.scenarios[0]?.scenario.code ?? '');
  const scenario: LiquidityScenarioResult | undefined =
    result.scenarios.find((s) => s.scenario.code === code) ?? result.scenarios[0];
  const picker = scenario && (
    <TextField
      select
      size="small"
      label="Scénario"
      value={scenario.scenario.code}
      onChange={(event) => setCode(event.target.value)}
      sx={{ minWidth: 200, alignSelf: 'flex-start' }}
    >
      {result.scenarios.map((s) => (
        <MenuItem key={s.scenario.code} value={s.scenario.code}>
          {s.scenario.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return { scenario, picker };
}
