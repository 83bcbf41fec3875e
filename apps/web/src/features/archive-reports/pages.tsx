import type { PageProps } from '../../app/routes/lazy-page';
import { ComparisonPage } from './ComparisonPage';
import { DetailsPage } from './DetailsPage';
import { HistoricalPage } from './HistoricalPage';
import { TemperaturePage } from './TemperaturePage';

/** The archive reports of each module (spec §2 « Analyse »), one page key each. */
export const TransparisationDetailsPage = ({ title }: PageProps) => (
  <DetailsPage module="transparisation" title={title} />
);
export const TransparisationHistoricalPage = ({ title }: PageProps) => (
  <HistoricalPage module="transparisation" title={title} />
);
export const TransparisationComparisonPage = ({ title }: PageProps) => (
  <ComparisonPage module="transparisation" title={title} />
);
export const SolvencyDetailsPage = ({ title }: PageProps) => (
  <DetailsPage module="solvency" title={title} />
);
export const SolvencyHistoricalPage = ({ title }: PageProps) => (
  <HistoricalPage module="solvency" title={title} />
);
export const SolvencyComparisonPage = ({ title }: PageProps) => (
  <ComparisonPage module="solvency" title={title} />
);
export const EsgDetailsPage = ({ title }: PageProps) => <DetailsPage module="esg" title={title} />;
export const EsgHistoricalPage = ({ title }: PageProps) => (
  <HistoricalPage module="esg" title={title} />
);
export const EsgComparisonPage = ({ title }: PageProps) => (
  <ComparisonPage module="esg" title={title} />
);
export const RiskDetailsPage = ({ title }: PageProps) => (
  <DetailsPage module="risk" title={title} />
);
export const EsgTemperaturePage = ({ title }: PageProps) => <TemperaturePage title={title} />;
