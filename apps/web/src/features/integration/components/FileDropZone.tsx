import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACCEPT_ATTRIBUTE, formatFileSize } from '../lib/upload-form';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  error?: string | null;
}

/**
 * Drag-and-drop zone with a button, for mouse and keyboard alike. The input stays in
 * the page (visually hidden, not display:none) so tests and assistive tools reach it
 * by its label.
 */
export function FileDropZone({ file, onFile, disabled = false, error }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first) onFile(first);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  };

  return (
    <Box
      role="group"
      aria-label="Zone de dépôt du fichier"
      aria-describedby={hintId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : dragging ? 'secondary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" fontSize="large" aria-hidden />
      <Typography id={hintId} variant="body2" color="text.secondary">
        Glissez-déposez le fichier ici (.csv, .txt ou .xlsx), ou
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        Choisir un fichier
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Fichier à envoyer"
        tabIndex={-1}
        disabled={disabled}
        sx={visuallyHidden}
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          take(target.files);
          // Cleared so that choosing the same file again still counts as a choice.
          target.value = '';
        }}
      />
      {file && (
        <Typography variant="body2">
          Fichier choisi : <strong>{file.name}</strong> ({formatFileSize(file.size)})
        </Typography>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
