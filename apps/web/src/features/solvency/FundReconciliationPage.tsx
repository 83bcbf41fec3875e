import { Suspense, useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { FundReconciliation } from '@prisme/domain';
import { CsvExportButton } from '../../components/CsvExportButton';
import { LazyDataGrid } from '../../components/data-grid/LazyDataGrid';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { formatAmount, formatShare } from '../../lib/format';
import { formatDay } from '../../lib/iso-date';
import { useFundReconciliation, type ReconciliationLimits } from './api/get-fund-reconciliation';
import {
  flaggedRowStyle,
  fundReconciliationColumns,
} from './components/fund-reconciliation-columns';
import { ComputedScrPerimeter } from './components/ComputedScrPerimeter';
import { NoScrResult } from './components/NoScrResult';
import { ReconciliationLimitsForm } from './components/ReconciliationLimitsForm';
import {
  DEFAULT_LIMITS,
  reconciliationCsv,
  TO_REVIEW_LABEL,
  visibleFunds,
} from './lib/fund-reconciliation';

export const RECONCILIATION_LOAD_ERROR =
  'Une erreur est survenue pendant le chargement du rapprochement SCR des fonds. Veuillez réessayer.';
export const NO_FUND_MESSAGE = 'Le périmètre ne détient aucun fonds en direct.';

const EXPLANATION =
  'Pour chaque fonds détenu en direct, les pertes que Prisme calcule sur ses lignes transparisées, scénario par scénario, face au SCR indicatif que le gérant déclare dans son fichier TPT (champs 97 à 105b, en part de l’actif net), rapporté à la part détenue. Les montants sont des pertes : positifs quand le choc coûte, négatifs quand il rapporte. Prisme ne revalorise pas les dérivés sous les chocs : leur spread reste à 0. Le gérant mesure le risque de change contre la devise de la part (champ 4) : pour une part dans une autre devise que celle de référence, Prisme le mesure de même, ou l’indique « Non comparable » avec le motif.';

const rowId = (fund: FundReconciliation['funds'][number]) => fund.fundCode;

function ReconciliationGrid({
  data,
  toReviewOnly,
}: {
  data: FundReconciliation;
  toReviewOnly: boolean;
}) {
  const columns = useMemo(() => fundReconciliationColumns(data.referenceCurrency), [data]);
  const rows = useMemo(() => visibleFunds(data.funds, toReviewOnly), [data, toReviewOnly]);
  return (
    <Suspense fallback={<LoadingBlock label="Chargement du tableau" />}>
      <LazyDataGrid
        rows={rows}
        columns={columns}
        label="Rapprochement SCR des fonds"
        getRowId={rowId}
        rowStyle={flaggedRowStyle}
      />
    </Suspense>
  );
}

function Reconciliation({ perimeterId }: { perimeterId: string }) {
  const [limits, setLimits] = useState<ReconciliationLimits>(DEFAULT_LIMITS);
  const [toReviewOnly, setToReviewOnly] = useState(false);
  const query = useFundReconciliation(perimeterId, limits);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement du rapprochement SCR des fonds" rows={8} />;
  }
  if (query.isError) {
    return (
      <ResourceError message={RECONCILIATION_LOAD_ERROR} onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;
  if (!data) return <NoScrResult />;
  const flagged = data.funds.filter((fund) => fund.flagged).length;
  const stamp = data.valuationDate.replaceAll('-', '');
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {[
          data.rolename,
          `valorisation au ${formatDay(data.valuationDate)}`,
          `montants en ${data.referenceCurrency}`,
        ].join(' · ')}
      </Typography>
      <Typography variant="body2">{EXPLANATION}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReconciliationLimitsForm
          limits={limits}
          currency={data.referenceCurrency}
          onApply={setLimits}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          {`Un scénario est à examiner quand l’écart dépasse ${formatShare(data.threshold)} du chiffre du gérant et ${formatAmount(data.floor)} ${data.referenceCurrency}. ${flagged} fonds sur ${data.funds.length} à examiner.`}
        </Typography>
      </Paper>
      {data.funds.length === 0 ? (
        <Typography color="text.secondary">{NO_FUND_MESSAGE}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={toReviewOnly}
                  onChange={(event) => setToReviewOnly(event.target.checked)}
                />
              }
              label={`${TO_REVIEW_LABEL} seulement`}
              sx={{ flexGrow: 1 }}
            />
            <CsvExportButton
              label="le rapprochement SCR des fonds"
              fileName={`Rapprochement_SCR_fonds_${data.rolename}_${stamp}.csv`}
              content={() => reconciliationCsv(data, visibleFunds(data.funds, toReviewOnly))}
            />
          </Stack>
          <ReconciliationGrid data={data} toReviewOnly={toReviewOnly} />
        </>
      )}
    </Stack>
  );
}

/**
 * « Rapprochement SCR des fonds » (issue 14 §2), beside « Résultats » in SOLVABILITE II:
 * the funds of the perimeter of the last SCR computation (ComputedScrPerimeter).
 */
export function FundReconciliationPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <ComputedScrPerimeter empty={<NoScrResult />}>
        {(perimeterId) => <Reconciliation perimeterId={perimeterId} />}
      </ComputedScrPerimeter>
    </>
  );
}
