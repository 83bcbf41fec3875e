import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LookThroughSummary } from '@prisme/domain';
import { missingDataCsv, qualityCsv, qualityFileName } from '../../lib/quality-csv';
import { CsvExportButton } from '../../../../components/CsvExportButton';
import { MissingDataTable } from './MissingDataTable';
import { QualityTable } from './QualityTable';

function Part({
  id,
  title,
  empty,
  exportButton,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  exportButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          id={id}
          variant="subtitle1"
          component="h3"
          sx={{ flexGrow: 1, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {!empty && exportButton}
      </Stack>
      {empty ? <Typography color="text.secondary">Aucune ligne.</Typography> : children}
    </section>
  );
}

/** Data quality: look-through by fund and by portfolio, and the missing data, each exportable. */
export function QualityPanel({ summary }: { summary: LookThroughSummary }) {
  const day = summary.valuationDate;
  return (
    <Stack spacing={3}>
      <Part
        id="qualite-fonds"
        title="Par fonds"
        empty={summary.byFund.length === 0}
        exportButton={
          <CsvExportButton
            label="la qualité par fonds"
            fileName={qualityFileName('fonds', day)}
            content={() => qualityCsv(summary.byFund)}
          />
        }
      >
        <QualityTable rows={summary.byFund} label="Qualité de la transparisation par fonds" />
      </Part>
      <Part
        id="qualite-portefeuilles"
        title="Par portefeuille"
        empty={summary.byPortfolio.length === 0}
        exportButton={
          <CsvExportButton
            label="la qualité par portefeuille"
            fileName={qualityFileName('portefeuilles', day)}
            content={() => qualityCsv(summary.byPortfolio)}
          />
        }
      >
        <QualityTable
          rows={summary.byPortfolio}
          label="Qualité de la transparisation par portefeuille"
        />
      </Part>
      <Part
        id="qualite-manquants"
        title="Données manquantes"
        empty={summary.missing.length === 0}
        exportButton={
          <CsvExportButton
            label="les données manquantes"
            fileName={qualityFileName('donnees-manquantes', day)}
            content={() => missingDataCsv(summary.missing, summary.totalMarketValuation)}
          />
        }
      >
        <MissingDataTable missing={summary.missing} total={summary.totalMarketValuation} />
      </Part>
    </Stack>
  );
}
