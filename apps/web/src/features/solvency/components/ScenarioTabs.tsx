import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ScrResultPayload } from '@prisme/domain';
import { ConcentrationScenario } from './scenarios/ConcentrationScenario';
import { CurrencyScenario } from './scenarios/CurrencyScenario';
import { EquityScenario } from './scenarios/EquityScenario';
import { InterestRateScenario } from './scenarios/InterestRateScenario';
import { PropertySpreadScenario } from './scenarios/PropertySpreadScenario';

const PANELS: Array<{ title: string; render: (s: ScrResultPayload['scenarios']) => ReactNode }> = [
  { title: 'Taux', render: (s) => <InterestRateScenario scenario={s.interestRate} /> },
  { title: 'Actions', render: (s) => <EquityScenario scenario={s.equity} /> },
  {
    title: 'Immobilier et spread',
    render: (s) => <PropertySpreadScenario property={s.property} spread={s.spread} />,
  },
  { title: 'Concentration', render: (s) => <ConcentrationScenario scenario={s.concentration} /> },
  { title: 'Change', render: (s) => <CurrencyScenario scenario={s.currency} /> },
];

/** The scenarios of each submodule, one tab each. */
export function ScenarioTabs({ scenarios }: { scenarios: ScrResultPayload['scenarios'] }) {
  const [tab, setTab] = useState(0);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        aria-label="Sous-module"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {PANELS.map((panel, index) => (
          <Tab
            key={panel.title}
            label={panel.title}
            id={`scr-scenario-tab-${index}`}
            aria-controls="scr-scenario-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="scr-scenario-panel"
        aria-labelledby={`scr-scenario-tab-${tab}`}
        sx={{ pt: 2 }}
      >
        {PANELS[tab]!.render(scenarios)}
      </Box>
    </>
  );
}
