import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import type { Archive } from '@prisme/domain';
import { useClientRoleStore } from '../../state';
import { archiveResultQueryOptions } from './api/archive-reports-api';
import { ArchiveDetails } from './components/ArchiveDetails';
import { useArchiveLines } from './components/ArchiveLines';
import { ArchivesGate } from './components/ArchivesGate';
import { ArchivesPicker } from './components/ArchivePicker';
import { ExportReportButton } from './components/ExportReportButton';
import { ReportFrame } from './components/ReportFrame';
import { readSelection, withSelection, type ReportModule } from './lib/report-module';
import { detailsSheets, type ArchiveResult } from './lib/details-workbook';
import { archiveLine, archivesSheet, reportWorkbook } from './lib/report-workbook';

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
    <ArchivesGate module={module} title={title}>
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
  const role = useClientRoleStore((state) => state.role?.code ?? '');
  const loaded = selected.flatMap((archive, index): ArchiveResult<unknown>[] => {
    const data = results[index]?.data;
    return data ? [{ archive, result: data }] : [];
  });
  const workbook = () =>
    reportWorkbook(role, module, title, selected.map(archiveLine), [
      archivesSheet(selected),
      ...detailsSheets(module, loaded),
    ]);
  return (
    <ReportFrame
      title={title}
      actions={loaded.length > 0 && <ExportReportButton build={workbook} />}
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
