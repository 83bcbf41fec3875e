import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import type { Archive } from '@prisme/domain';
import { CsvExportButton } from '../../components/CsvExportButton';
import { buildCsv, type CsvValue } from '../../lib/csv';
import { archiveResultQueryOptions } from './api/archive-reports-api';
import { ArchiveDetails } from './components/ArchiveDetails';
import { useArchiveLines } from './components/ArchiveLines';
import { ArchivesGate } from './components/ArchivesGate';
import { ArchivesPicker } from './components/ArchivePicker';
import { ReportFrame } from './components/ReportFrame';
import { readSelection, withSelection, type ReportModule } from './lib/report-module';
import { detailsCsvRows, DETAILS_CSV_HEADER } from './lib/details-csv';

export const PICK_ARCHIVES_MESSAGE =
  'Choisissez une ou plusieurs sauvegardes pour afficher leurs résultats.';

/**
 * « Rapports Détaillés » of a module (issue 18 §3): one or several archives, each with
 * its totals and the figures that drill down to its lines. The selection lives in the
 * URL (`archives=`): a new tab opens the same, leaving the page clears it (spec §2).
 */
export function DetailsPage({ module, title }: { module: ReportModule; title: string }) {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  return (
    <ArchivesGate module={module}>
      {(archives) => {
        const selected = selection.archives
          .map((id) => archives.find((a) => a.perimeterID === id))
          .filter((a): a is Archive => a !== undefined);
        return (
          <Details
            module={module}
            title={title}
            archives={archives}
            selected={selected}
            onSelect={(ids) =>
              setParams(withSelection(params, { archives: ids }), { replace: true })
            }
          />
        );
      }}
    </ArchivesGate>
  );
}

function Details({
  module,
  title,
  archives,
  selected,
  onSelect,
}: {
  module: ReportModule;
  title: string;
  archives: Archive[];
  selected: Archive[];
  onSelect: (ids: string[]) => void;
}) {
  const { onDrill, section } = useArchiveLines(module, selected);
  const kind = DETAILS_KIND[module];
  const results = useQueries({
    queries: selected.map((a) => archiveResultQueryOptions(kind, a.perimeterID)),
  });
  const csv = () =>
    buildCsv(
      DETAILS_CSV_HEADER[module],
      selected.map((archive, index): CsvValue[] =>
        detailsCsvRows(module, archive, results[index]?.data ?? null),
      ),
    );
  return (
    <ReportFrame
      title={title}
      actions={
        selected.length > 0 && (
          <CsvExportButton
            label="la synthèse des sauvegardes"
            fileName={`sauvegardes-${module}.csv`}
            content={csv}
          />
        )
      }
    >
      <Stack data-print="hide">
        <ArchivesPicker
          label="Sauvegardes"
          archives={archives}
          value={selected.map((a) => a.perimeterID)}
          onChange={onSelect}
        />
      </Stack>
      {selected.length === 0 ? (
        <Typography color="text.secondary">{PICK_ARCHIVES_MESSAGE}</Typography>
      ) : (
        <>
          {selected.map((archive) => (
            <ArchiveDetails
              key={archive.perimeterID}
              module={module}
              archive={archive}
              onDrill={onDrill}
            />
          ))}
          {section}
        </>
      )}
    </ReportFrame>
  );
}

const DETAILS_KIND = {
  transparisation: 'summary',
  solvency: 'scr',
  esg: 'esg',
  risk: 'liquidity',
} as const;
