import type { ReactNode } from 'react';
import type { ScrResultPayload } from '@prisme/domain';
import { PanelTabs } from '../../../components/PanelTabs';
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
  return (
    <PanelTabs
      label="Sous-module"
      idPrefix="scr-scenario"
      titles={PANELS.map((panel) => panel.title)}
      render={(index) => PANELS[index]!.render(scenarios)}
    />
  );
}
