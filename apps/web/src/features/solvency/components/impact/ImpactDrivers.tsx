import { lazy, Suspense, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { ImpactResult } from '@prisme/domain';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { PanelTabs } from '../../../../components/PanelTabs';
import { DriverTable } from './DriverTable';

// AG Grid's chunk, only once its tab is opened.
const TopLinesGrid = lazy(() => import('./TopLinesGrid'));

export const TOP_LINES_TITLE = 'Les 50 lignes qui bougent le plus';

type Drivers = ImpactResult['drivers'];
const TABS: Array<{ title: string; render: (drivers: Drivers) => ReactNode }> = [
  {
    title: 'Par devise',
    render: (d) => <DriverTable label="Écart par devise" title="Devise" rows={d.byCurrency} />,
  },
  {
    title: 'Par échéance',
    render: (d) => (
      <DriverTable label="Écart par tranche de duration" title="Duration" rows={d.byMaturity} />
    ),
  },
  {
    title: 'Par portefeuille',
    render: (d) => (
      <DriverTable label="Écart par portefeuille" title="Portefeuille" rows={d.byPortfolio} />
    ),
  },
  {
    title: TOP_LINES_TITLE,
    render: (d) => (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Contribution de chaque ligne au SCR marché selon chaque jeu de règles (répartition
          d’Euler) et sa perte dans le scénario de taux retenu, triées par l’ampleur de l’écart.
        </Typography>
        <Suspense fallback={<LoadingBlock label="Chargement des lignes" />}>
          <TopLinesGrid lines={d.topLines} />
        </Suspense>
      </>
    ),
  },
];

/**
 * Where the difference comes from (issue 37 §3): by currency, maturity bucket, portfolio,
 * and the lines that move most. Each group's rows are Euler contributions, so they add up
 * to the market SCR's difference.
 */
export function ImpactDrivers({ drivers }: { drivers: Drivers }) {
  return (
    <PanelTabs
      label="Origine de l’écart"
      idPrefix="impact-driver"
      titles={TABS.map((t) => t.title)}
      render={(index) => TABS[index]!.render(drivers)}
    />
  );
}
