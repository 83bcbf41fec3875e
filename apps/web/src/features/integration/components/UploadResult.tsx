import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { messages, type ImportResult } from '@prisme/domain';
import { ApiError } from '../../../api/client';
import { saveFile } from '../../../api/download';
import { errorReportBlob, errorReportFileName } from '../lib/error-report';
import { formatCount } from '../../../lib/format';
import { plural } from '../lib/upload-form';
import { ImportErrorsTable } from './ImportErrorsTable';

export const integratedMessage = (lines: number) =>
  `Fichier intégré : ${formatCount(lines)} ${plural(lines, 'ligne')}.`;
export const rejectedMessage = (errors: number) =>
  `Fichier rejeté : ${formatCount(errors)} ${plural(errors, 'erreur')}. Aucune donnée n'a été enregistrée.`;

export const LATE_CANCEL_MESSAGE =
  'Annulation demandée trop tard : l’intégration était déjà terminée.';

/**
 * What became of the upload: integrated, refused with its errors, or not taken at all.
 * `lateCancel`: its user asked to cancel it and the server answered that it had ended.
 */
export function UploadResult({
  result,
  error,
  lateCancel = false,
}: {
  result?: ImportResult;
  error?: unknown;
  lateCancel?: boolean;
}) {
  if (error) {
    // ApiErrors carry the catalogue's French wording; anything else is unexpected. A
    // cancellation is its user's: information, not an error.
    const text = error instanceof ApiError ? error.message : messages.generic.unexpected;
    const cancelled = error instanceof ApiError && error.code === 'JOB_CANCELLED';
    return <Alert severity={cancelled ? 'info' : 'error'}>{text}</Alert>;
  }
  if (!result) return null;
  const { entry, errors, tptVersion, declaredTptVersion, warnings = [] } = result;
  if (entry.Etat !== 'Rejeté') {
    return (
      <Alert severity={warnings.length ? 'warning' : 'success'}>
        <div>{integratedMessage(entry.NombreLignes)}</div>
        {lateCancel && <div>{LATE_CANCEL_MESSAGE}</div>}
        {tptVersion && (
          <div>
            {declaredTptVersion
              ? `Version TPT déclarée : ${declaredTptVersion} (lue avec les champs de la ${tptVersion}).`
              : `Version TPT lue : ${tptVersion}.`}
          </div>
        )}
        {warnings.length > 0 && (
          <Box component="ul" aria-label="Avertissements" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        )}
      </Alert>
    );
  }
  const download = () => saveFile(errorReportBlob(errors), errorReportFileName(entry.Title));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert
        severity="error"
        action={
          errors.length > 0 && (
            <Button color="inherit" startIcon={<DownloadIcon />} onClick={download}>
              Télécharger le rapport (CSV)
            </Button>
          )
        }
      >
        {rejectedMessage(entry.NombreErreurs)}
      </Alert>
      {errors.length > 0 && <ImportErrorsTable errors={errors} total={entry.NombreErreurs} />}
    </Box>
  );
}
