import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KIND_PREREQUISITES,
  TPT_VERSIONS,
  isClientKind,
  type ImportKind,
  type RoleName,
  type TptVersion,
} from '@prisme/domain';
import { FrenchDateField } from '../../../components/form/FrenchDateField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { isIsoDay } from '../../../lib/iso-date';
import { useUploadIntegrationFile } from '../api/upload-integration-file';
import { FORMAT_MESSAGE, isAcceptedFile, kindsFor } from '../lib/upload-form';
import { FileDropZone } from './FileDropZone';
import { UploadProgress } from './UploadProgress';
import { UploadResult } from './UploadResult';

export interface UploadPanelProps {
  role: RoleName;
  isAdmin: boolean;
}

/** Choose the kind and the file, send it, then see what the server made of it. */
export function UploadPanel({ role, isAdmin }: UploadPanelProps) {
  const [kind, setKind] = useState<ImportKind>('inventory');
  const [tptVersion, setTptVersion] = useState<TptVersion | ''>('');
  const [referenceDate, setReferenceDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadIntegrationFile();
  const busy = upload.isPending;

  const chooseFile = (chosen: File) => {
    upload.reset();
    const accepted = isAcceptedFile(chosen);
    setFile(accepted ? chosen : null);
    setFileError(accepted ? null : FORMAT_MESSAGE);
  };
  const chooseKind = (value: string) => {
    upload.reset();
    setKind(value as ImportKind);
    setTptVersion('');
    setReferenceDate('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A date that is no day is flagged by its field and not sent.
    if (!file || busy || !(referenceDate === '' || isIsoDay(referenceDate))) return;
    const request = {
      kind,
      rolename: role.code,
      tptVersion: tptVersion || undefined,
      referenceDate: referenceDate || undefined,
      file,
    };
    // An integrated file is let go, so a second click cannot send it twice.
    upload.mutate(request, {
      onSuccess: (result) => result.entry.Etat !== 'Rejeté' && setFile(null),
    });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <NativeSelectField
          id="integration-type"
          label="Type de fichier"
          value={kind}
          onChange={chooseKind}
          disabled={busy}
          minWidth={280}
          helperText={
            isClientKind(kind)
              ? `Données du client ${role.code}`
              : 'Données de référence communes à tous les clients'
          }
        >
          {kindsFor(isAdmin).map((value) => (
            <option key={value} value={value}>
              {IMPORT_KIND_LABELS[value]}
            </option>
          ))}
        </NativeSelectField>
        {kind === 'fund_lookthrough' && (
          <NativeSelectField
            id="integration-tpt"
            label="Version TPT"
            value={tptVersion}
            onChange={(value) => setTptVersion(value as TptVersion | '')}
            disabled={busy}
          >
            <option value="">Détection automatique</option>
            {TPT_VERSIONS.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </NativeSelectField>
        )}
        {kind === 'yield_curves' && (
          <FrenchDateField
            id="integration-date"
            size="small"
            disabled={busy}
            label="Date de référence"
            value={referenceDate}
            onChange={setReferenceDate}
            helperText="Si le nom du fichier EIOPA ne porte pas la date"
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" id="integration-prerequis">
        {`Prérequis : ${IMPORT_KIND_PREREQUISITES[kind]}`}
      </Typography>
      <FileDropZone file={file} onFile={chooseFile} disabled={busy} error={fileError} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="medium"
          startIcon={<CloudUploadIcon />}
          disabled={!file || busy}
        >
          Intégrer
        </Button>
      </Box>
      <UploadProgress phase={upload.phase} cancel={upload.cancel} cancelling={upload.cancelling} />
      <UploadResult
        result={upload.data}
        error={upload.error ?? undefined}
        lateCancel={upload.cancelRefused}
      />
    </Box>
  );
}
