import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages, type PaiFigureDefinition, type PaiStatement } from '@prisme/domain';
import { ComputeFirst } from '../../components/ComputeFirst';
import { ExportExcelButton } from '../../components/ExportExcelButton';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { formatAmount } from '../../lib/format';
import { useNavigationStore } from '../../state';
import { useDownloadPaiWorkbook } from './api/download-pai-workbook';
import { usePaiStatement } from './api/get-pai-statement';
import { PaiLinesDialog } from './components/PaiLinesDialog';
import { PaiStatementTable } from './components/PaiStatementTable';
import { PaiTextDialog } from './components/PaiTextDialog';
import { frenchDay } from './lib/pai-figures';

export const NO_PAI_MESSAGE =
  'Aucune déclaration PAI pour ce périmètre : lancez d’abord le calcul ESG.';
/** Issue 38: the official French text of Annex I could not be read to check the labels. */
export const WORDING_NOTE =
  'Libellés : version française de l’annexe I du règlement délégué (UE) 2022/1288 reprise par Prisme, non vérifiée sur le texte officiel du Journal officiel.';
const LOAD_ERROR =
  'Une erreur est survenue pendant le chargement de la déclaration PAI. Veuillez réessayer.';

function Statement({ perimeterId, statement }: { perimeterId: string; statement: PaiStatement }) {
  const [drill, setDrill] = useState<PaiFigureDefinition | null>(null);
  const [editing, setEditing] = useState<PaiFigureDefinition | null>(null);
  const download = useDownloadPaiWorkbook();
  const { result, previous } = statement;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        {/* At least 320 px of text beside the button, else the button goes under it. */}
        <Stack spacing={0.5} sx={{ flex: '1 1 320px' }}>
          <Typography variant="body2">
            {result.method === 'quarterly'
              ? `Incidence annuelle : moyenne des quatre fins de trimestre (art. 6, § 3 du règlement délégué (UE) 2022/1288) — ${result.dates.map(frenchDay).join(', ')}.`
              : `Incidence au ${frenchDay(result.valuationDate)} seulement : les inventaires des quatre fins de trimestre ne sont pas tous disponibles.`}
          </Typography>
          <Typography variant="body2">
            Valeur de tous les investissements : {formatAmount(result.allInvestments)} € — la
            couverture est la part de cette valeur dont les données sont connues.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {WORDING_NOTE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {previous
              ? `Année précédente : sauvegarde « ${previous.archiveName} » du ${frenchDay(previous.valuationDate)}.`
              : 'Année précédente : aucune sauvegarde ESG à la date un an avant.'}
          </Typography>
        </Stack>
        <ExportExcelButton
          onExport={() => download.mutate(perimeterId)}
          pending={download.isPending}
          failed={download.isError}
          errorMessage={messages.reports.esg}
        />
      </Stack>
      <PaiStatementTable statement={statement} onEdit={setEditing} onDrill={setDrill} />
      <PaiTextDialog
        perimeterId={perimeterId}
        figure={editing}
        text={statement.texts.find((t) => t.figureKey === editing?.key)}
        onClose={() => setEditing(null)}
      />
      <PaiLinesDialog perimeterId={perimeterId} figure={drill} onClose={() => setDrill(null)} />
    </Stack>
  );
}

function Loaded({ perimeterId }: { perimeterId: string }) {
  const query = usePaiStatement(perimeterId);
  if (query.isPending) return <LoadingBlock label="Chargement de la déclaration PAI" rows={10} />;
  if (query.isError)
    return <ResourceError message={LOAD_ERROR} onRetry={() => void query.refetch()} />;
  return query.data ? (
    <Statement perimeterId={perimeterId} statement={query.data} />
  ) : (
    <ComputeFirst message={NO_PAI_MESSAGE} />
  );
}

/**
 * « Incidences négatives (PAI) » of the ESG module (issue 38 §9): the SFDR statement of
 * the perimeter the last ESG computation left, its texts editable and its workbook.
 */
export function EsgPaiPage({ title }: { title: string }) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const done = useNavigationStore((state) => state.results.esg.done);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {perimeterId && done ? (
        <Loaded key={perimeterId} perimeterId={perimeterId} />
      ) : (
        <ComputeFirst message={NO_PAI_MESSAGE} />
      )}
    </>
  );
}
