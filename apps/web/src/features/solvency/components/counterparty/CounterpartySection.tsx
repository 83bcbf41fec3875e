import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COUNTERPARTY_BAND_LABELS,
  COUNTERPARTY_TITLE,
  type CounterpartyName,
  type CounterpartySummary,
} from '@prisme/domain';
import { EmptyState } from '../../../../components/EmptyState';
import { FigureTable, type FigureColumn } from '../../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../../components/KpiCard';
import { PanelTabs } from '../../../../components/PanelTabs';
import { ReportSection } from '../../../../components/ReportSection';
import { UnverifiedPanel } from '../../../../components/rule-sets/UnverifiedPanel';
import { formatAmount, formatCount, formatEuros, formatShare } from '../../../../lib/format';
import { formatPd, ruleText } from '../../lib/counterparty';
import { CounterpartyNameLines } from './CounterpartyNameLines';

export const NO_EXPOSURE_MESSAGE =
  'Aucun avoir en banque, dérivé de gré à gré, dépôt auprès d’une cédante ni engagement dans ce périmètre : pas de risque de contrepartie de type 1.';
export const NOT_COMPUTED_MESSAGE =
  'Ce résultat a été calculé avant l’ajout du risque de contrepartie : relancez le calcul pour l’obtenir.';

function nameColumns(onDrill: (n: CounterpartyName) => void): FigureColumn<CounterpartyName>[] {
  return [
    { header: 'Groupe ou contrepartie', cell: (n) => n.label, sortValue: (n) => n.label },
    { header: 'Expositions', numeric: true, cell: (n) => formatCount(n.exposureCount) },
    { header: 'LGD', numeric: true, cell: (n) => formatAmount(n.lgd), sortValue: (n) => n.lgd },
    { header: 'PD', numeric: true, cell: (n) => formatPd(n.pd), sortValue: (n) => n.pd },
    {
      header: 'Contribution',
      numeric: true,
      cell: (n) => formatAmount(n.contribution),
      sortValue: (n) => n.contribution,
    },
    {
      header: 'Détail',
      cell: (n) => (
        <Button
          size="small"
          onClick={() => onDrill(n)}
          aria-label={`Voir les expositions de ${n.label}`}
        >
          Voir les lignes
        </Button>
      ),
    },
  ];
}

type Kind = CounterpartySummary['byKind'][number];
const KIND_COLUMNS: FigureColumn<Kind>[] = [
  { header: 'Nature', cell: (k) => k.label },
  { header: 'Expositions', numeric: true, cell: (k) => formatCount(k.exposureCount) },
  { header: 'Valeur', numeric: true, cell: (k) => formatAmount(k.value) },
  { header: 'LGD', numeric: true, cell: (k) => formatAmount(k.lgd) },
  { header: 'Contribution', numeric: true, cell: (k) => formatAmount(k.contribution) },
];

/**
 * « Risque de contrepartie (type 1) » on « Résultats » (issue 42; DR 2015/35 Art. 189-202):
 * the charge and how Art. 200 reads it, the « SCR des actifs » labelled for what it is,
 * the single names with a drill-down into one name's lines, the kinds, and the lines of the
 * module's CICs left out with why.
 */
export function CounterpartySection({
  perimeterId,
  counterparty: cp,
}: {
  perimeterId: string;
  counterparty: CounterpartySummary | undefined;
}) {
  const [drill, setDrill] = useState<CounterpartyName | null>(null);
  if (!cp)
    return (
      <ReportSection id="scr-contrepartie" title={COUNTERPARTY_TITLE}>
        <EmptyState message={NOT_COMPUTED_MESSAGE} />
      </ReportSection>
    );
  const tabs = ['Par contrepartie', 'Par nature', 'Lignes hors type 1'];
  return (
    <ReportSection id="scr-contrepartie" title={COUNTERPARTY_TITLE}>
      <Stack spacing={2}>
        <UnverifiedPanel points={cp.unverified} id="non-verifie-2027-contrepartie" />
        <Box sx={KPI_GRID_SX}>
          <Kpi
            label="SCR défaut type 1 (art. 200)"
            value={formatEuros(cp.scr)}
            detail={COUNTERPARTY_BAND_LABELS[cp.band]}
          />
          <Kpi
            label="Somme des LGD"
            value={formatEuros(cp.totalLgd)}
            detail={`σ = ${formatEuros(cp.sigma)}, soit ${formatShare(cp.sigmaShare)} de ΣLGD`}
          />
          <Kpi
            label="Expositions sans contrepartie"
            value={formatCount(cp.withoutCounterparty)}
            warning={cp.withoutCounterparty > 0}
            detail={`sur ${formatCount(cp.exposureCount)} expositions ; probabilité de défaut de 4,2 % (art. 199(9))`}
          />
        </Box>
        {cp.exposureCount === 0 ? (
          <EmptyState message={NO_EXPOSURE_MESSAGE} />
        ) : (
          <PanelTabs
            label="Vue du risque de contrepartie"
            idPrefix="scr-contrepartie-vue"
            titles={tabs}
            render={(index) =>
              index === 0 ? (
                <>
                  <FigureTable
                    label="Risque de contrepartie par groupe ou contrepartie"
                    columns={nameColumns(setDrill)}
                    rows={cp.names}
                    rowKey={(n) => n.key}
                    total={[
                      'Total',
                      formatCount(cp.exposureCount),
                      formatAmount(cp.totalLgd),
                      '',
                      formatAmount(cp.scr),
                      '',
                    ]}
                  />
                  {drill && (
                    <CounterpartyNameLines
                      key={drill.key}
                      perimeterId={perimeterId}
                      name={drill.key}
                      label={drill.label}
                      reasons={cp.reasons}
                    />
                  )}
                </>
              ) : index === 1 ? (
                <FigureTable
                  label="Risque de contrepartie par nature d’exposition"
                  columns={KIND_COLUMNS}
                  rows={cp.byKind}
                  rowKey={(k) => k.kind}
                />
              ) : cp.excluded.length === 0 ? (
                <Typography color="text.secondary">Aucune ligne écartée.</Typography>
              ) : (
                <FigureTable
                  label="Lignes hors type 1"
                  columns={[
                    { header: 'Ligne', cell: (x) => x.label ?? x.code },
                    { header: 'Valeur', numeric: true, cell: (x) => formatAmount(x.value) },
                    { header: 'Motif', cell: (x) => ruleText(cp.reasons.exclusions, x.reason) },
                  ]}
                  rows={cp.excluded}
                  rowKey={(x) => `${x.line}-${x.code}`}
                />
              )
            }
          />
        )}
      </Stack>
    </ReportSection>
  );
}
