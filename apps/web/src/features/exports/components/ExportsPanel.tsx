import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { busyWith, useNavigationStore, useSessionStore } from '../../../state';
import { useDownloadActuarisReport } from '../api/download-actuaris-report';
import { useDownloadAssuretatReport } from '../api/download-assuretat-report';
import {
  useDownloadLookThroughFile,
  type LookThroughFormat,
} from '../api/download-lookthrough-file';
import { useDownloadQrtReport } from '../api/download-qrt-report';
import { useDownloadQrtXbrl } from '../api/download-qrt-xbrl';
import { useDownloadScrReport } from '../api/download-scr-report';
import {
  beginDateError,
  initialQrtOptions,
  isNonFileable,
  qrtQuery,
  type QrtOptionsForm,
} from '../lib/qrt-options';
import { unavailableReason, type ExportState, type ReportKind } from '../lib/report-availability';
import { QrtChecksPanel } from './QrtChecksPanel';
import { QrtOptionsFields } from './QrtOptionsFields';
import { ReportRow } from './ReportRow';

export const EXPORTS_TITLE = 'Exports';
export const QRT_OPTIONS_TITLE = 'Options QRT';
export const NON_FILEABLE_TEXT =
  'Paquet xBRL-CSV téléchargé mais NON DÉPOSABLE : des contrôles bloquants ont échoué (le superviseur le refuserait). La liste est dans Controles.csv du paquet et dans la feuille « Contrôles » du classeur QRT.';
export const REPORT_TITLES: Record<ReportKind, string> = {
  scr: 'Rapport SCR (Excel)',
  qrt: 'QRT actifs (Excel)',
  xbrl: 'QRT actifs (xBRL-CSV)',
  actuaris: 'Fichier Actuaris',
  assuretat: 'Fichier Assuretat',
  lookthrough: 'Fichier de transparisation',
};
const DESCRIPTIONS: Record<ReportKind, string> = {
  scr: 'SCR marché : synthèse, scénarios, répartitions, lignes et paramètres.',
  qrt: 'S.06.02, S.06.03, S.08.01 (et S.09.01 au module annuel), avec la feuille des contrôles de validation.',
  xbrl: 'Les mêmes états en paquet xBRL-CSV (zip, taxonomie EIOPA 2.10.0) pour la remise au superviseur ; refusé tant que le LEI de l’entreprise n’est pas renseigné.',
  actuaris: 'Une ligne par actif pour l’outil actuariel Actuaris.',
  assuretat: 'Une ligne par actif pour l’outil de gestion actif-passif Assuretat.',
  lookthrough: 'Les lignes transparisées du périmètre, en classeur Excel ou en CSV.',
};
const FORMAT_LABEL = 'Format du fichier de transparisation';

/**
 * « Exports » (issue 19 §6): the QRT options of spec §3 and a download per report of
 * spec §7 for the perimeter at hand. Each button is greyed out with its reason until the
 * report can be asked (right, transparisation, SCR), shows an indeterminate bar while the
 * server writes the file, then saves it under the name the server gives, or says the
 * report's French error (spec §8) with « Réessayer ».
 */
export function ExportsPanel() {
  const valuationDate = useNavigationStore((state) => state.perimeter.valuationDate);
  // A new valuation date brings its own default start date (spec §4): a fresh form.
  return <Exports key={valuationDate ?? ''} valuationDate={valuationDate} />;
}

function Exports({ valuationDate }: { valuationDate: string | null }) {
  const rights = useSessionStore((state) => state.rights);
  const storedQrt = useNavigationStore((state) => state.qrt);
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const lookThroughLoaded = useNavigationStore((state) => state.lookThrough.status === 'loaded');
  const scrDone = useNavigationStore((state) => state.results.scr.done);
  const busy = useNavigationStore((state) => busyWith(state) !== null);
  const { control } = useForm<QrtOptionsForm>({
    mode: 'onChange',
    defaultValues: initialQrtOptions(storedQrt, valuationDate),
  });
  const form = useWatch({ control }) as QrtOptionsForm;
  const query = qrtQuery(form, valuationDate);
  const [format, setFormat] = useState<LookThroughFormat>('xlsx');

  const scr = useDownloadScrReport();
  const qrt = useDownloadQrtReport();
  const xbrl = useDownloadQrtXbrl();
  const actuaris = useDownloadActuarisReport();
  const assuretat = useDownloadAssuretatReport();
  const lookThrough = useDownloadLookThroughFile();

  const state: ExportState = { perimeterId, lookThroughLoaded, scrDone, busy };
  const reasonOf = (kind: ReportKind) => unavailableReason(kind, rights, state);
  /** The QRT reports also need a start date that can be sent. */
  const qrtReason = (kind: ReportKind) =>
    reasonOf(kind) ?? beginDateError(form.beginDate, valuationDate, form.module);

  const rows: {
    kind: ReportKind;
    mutation: { isPending: boolean; error: unknown };
    reason: string | null;
    message: string;
    download: (id: string) => void;
    options?: ReactNode;
  }[] = [
    {
      kind: 'scr',
      mutation: scr,
      reason: reasonOf('scr'),
      message: messages.reports.scr,
      download: (id) => scr.mutate(id),
    },
    {
      kind: 'qrt',
      mutation: qrt,
      reason: qrtReason('qrt'),
      message: messages.reports.qrt,
      download: (id) => query && qrt.mutate({ perimeterId: id, options: query }),
    },
    {
      kind: 'xbrl',
      mutation: xbrl,
      reason: qrtReason('xbrl'),
      message: messages.reports.qrt,
      download: (id) => query && xbrl.mutate({ perimeterId: id, options: query }),
    },
    {
      kind: 'actuaris',
      mutation: actuaris,
      reason: reasonOf('actuaris'),
      message: messages.reports.actuaris,
      download: (id) => actuaris.mutate(id),
    },
    {
      kind: 'assuretat',
      mutation: assuretat,
      reason: reasonOf('assuretat'),
      message: messages.reports.assuretat,
      download: (id) => assuretat.mutate(id),
    },
    {
      kind: 'lookthrough',
      mutation: lookThrough,
      reason: reasonOf('lookthrough'),
      message: messages.reports.lookthrough,
      download: (id) => lookThrough.mutate({ perimeterId: id, format }),
      options: (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          aria-label={FORMAT_LABEL}
          onChange={(_event, next: LookThroughFormat | null) => next && setFormat(next)}
        >
          <ToggleButton value="xlsx">Excel</ToggleButton>
          <ToggleButton value="csv">CSV</ToggleButton>
        </ToggleButtonGroup>
      ),
    },
  ];

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="exports-title">
      <Stack spacing={2}>
        <Typography id="exports-title" variant="h6" component="h2">
          {EXPORTS_TITLE}
        </Typography>
        <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {QRT_OPTIONS_TITLE}
          </Typography>
          <QrtOptionsFields control={control} valuationDate={valuationDate} />
          <QrtChecksPanel
            input={perimeterId && query ? { perimeterId, options: query } : null}
            unavailable={qrtReason('qrt')}
          />
        </Stack>
        <Divider />
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden sx={{ listStyle: 'none' }} />}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {rows.map((row) => (
            <ReportRow
              key={row.kind}
              id={row.kind}
              title={REPORT_TITLES[row.kind]}
              description={DESCRIPTIONS[row.kind]}
              options={row.options}
              unavailable={row.reason}
              pending={row.mutation.isPending}
              error={row.mutation.error}
              errorMessage={row.message}
              onDownload={() => {
                if (perimeterId && !row.reason) row.download(perimeterId);
              }}
            />
          ))}
        </Stack>
        {xbrl.data && isNonFileable(xbrl.data.fileName) && (
          <Alert severity="warning" role="alert">
            {NON_FILEABLE_TEXT} ({xbrl.data.fileName})
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
