import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { differingScrInputs, type ScrResultPayload } from '@prisme/domain';
import { ChartWithTable } from '../../../../components/charts/ChartWithTable';
import { BaseResult } from '../../../../components/comparison/BaseResult';
import {
  ComparisonBlock,
  ComparisonSection,
} from '../../../../components/comparison/ComparisonSection';
import { useScrResult } from '../../api/get-scr-result';
import {
  cicComparisonRows,
  comparedTotal,
  submoduleComparisonChartOption,
  submoduleComparisonRows,
} from '../../lib/scr-comparison';
import { ChangedLines } from './ChangedLines';
import { ComparedRowsTable } from './ComparedRowsTable';
import { ScrComparisonKpis } from './ScrComparisonKpis';

export const BASE_SCR_LOAD_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement du résultat SCR réel. Veuillez réessayer.';

/**
 * Issue 40 §1: a base computed with other parameters, lists, curve or rule set than the
 * simulation shows differences on lines nobody touched. Said before any figure.
 */
export function StaleBaseNotice({
  base,
  simulated,
}: {
  base: ScrResultPayload;
  simulated: ScrResultPayload;
}) {
  const differs = differingScrInputs(base, simulated);
  if (differs.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Le résultat réel n’a pas été calculé avec les mêmes données</AlertTitle>
      Diffèrent entre le portefeuille réel et la simulation : {differs.join(', ')}. Les écarts
      ci-dessous mêlent l’effet de vos modifications et celui de ces changements. Pour comparer à
      données égales, quittez la simulation, relancez le calcul du portefeuille réel depuis «
      Calculs », puis rentrez à nouveau en simulation.
    </Alert>
  );
}

function Compared({ base, simulated }: { base: ScrResultPayload; simulated: ScrResultPayload }) {
  const option = useMemo(() => submoduleComparisonChartOption(base, simulated), [base, simulated]);
  const submodules = submoduleComparisonRows(base, simulated);
  const total = submodules.find((row) => row.kind === 'total')!;
  const categories = cicComparisonRows(base, simulated);
  return (
    <>
      <StaleBaseNotice base={base} simulated={simulated} />
      <ScrComparisonKpis base={base} simulated={simulated} />
      <ComparisonBlock id="scr-comparaison-sous-modules" title="Par sous-module">
        <ChartWithTable option={option} label="SCR par sous-module : réel et simulé">
          <ComparedRowsTable
            label="SCR par sous-module : réel, simulé et écart"
            title="Sous-module"
            rows={submodules.filter((row) => row.kind !== 'total')}
            total={{ label: total.label, figures: total }}
          />
        </ChartWithTable>
      </ComparisonBlock>
      <ComparisonBlock id="scr-comparaison-cic" title="Contributions par catégorie CIC">
        <ComparedRowsTable
          label="Contribution au SCR marché par catégorie CIC : réel, simulé et écart"
          title="Catégorie CIC"
          rows={categories}
          total={{ label: 'Total', figures: comparedTotal(categories) }}
        />
      </ComparisonBlock>
      <ComparisonBlock id="scr-comparaison-lignes" title="Lignes qui changent">
        <ChangedLines basePerimeterId={base.perimeterID} perimeterId={simulated.perimeterID} />
      </ComparisonBlock>
    </>
  );
}

/**
 * Issue 17 §4: above the simulation's SCR report, the real portfolio's figures beside
 * the simulation's, down to the submodules, the CIC categories and the lines that changed.
 */
export function ScrComparison({
  basePerimeterId,
  simulated,
}: {
  basePerimeterId: string;
  simulated: ScrResultPayload;
}) {
  const query = useScrResult(basePerimeterId);
  return (
    <ComparisonSection id="scr-comparaison">
      <BaseResult
        query={query}
        loadingLabel="Chargement du résultat SCR réel"
        errorMessage={BASE_SCR_LOAD_ERROR_MESSAGE}
      >
        {(base) => <Compared base={base} simulated={simulated} />}
      </BaseResult>
    </ComparisonSection>
  );
}
