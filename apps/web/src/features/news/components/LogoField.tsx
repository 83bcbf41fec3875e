import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { NEWS_LOGO_TYPES, messages } from '@prisme/domain';
import { ApiError } from '../../../api/client';
import { useUploadNewsLogo } from '../api/upload-news-logo';
import { logoFileProblem } from '../lib/news-form';

export interface LogoFieldProps {
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The logo: an address typed in, or an image dropped or chosen here, sent at once to
 * POST /api/news/logos, whose answer fills the address. A preview shows what the cards show.
 */
export function LogoField({ value, onChange, onBlur, error }: LogoFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadNewsLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (cause) =>
        setProblem(
          cause instanceof ApiError && cause.status === 400 ? cause.message : messages.news.logo,
        ),
    });
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          variant="rounded"
          src={value || undefined}
          alt="Aperçu du logo"
          sx={{ width: 64, height: 64, bgcolor: 'grey.200', color: 'text.secondary' }}
          slotProps={{ img: { sx: { objectFit: 'contain' } } }}
        >
          Logo
        </Avatar>
        <TextField
          label="Adresse du logo"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? 'https://… ou une image téléversée ci-dessous'}
          fullWidth
          size="small"
        />
      </Stack>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="depot-logo"
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          Téléverser un logo
        </Button>
        <Typography variant="body2" color="text.secondary">
          ou déposez une image ici (PNG, JPEG, WebP, GIF ; 1 Mo au plus)
        </Typography>
        <input
          id={inputId}
          ref={input}
          type="file"
          hidden
          aria-label="Fichier du logo"
          accept={NEWS_LOGO_TYPES.join(',')}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {upload.isPending && <LinearProgress aria-label="Envoi du logo" />}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
