import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PasswordLink } from '@prisme/domain';
import { formatDateTime } from '../../../lib/format';

/**
 * Shows a first-password or reset link to hand over (there is no mail server): the link,
 * a copy button, its expiry, and that it serves once.
 */
export function PasswordLinkDialog({
  link,
  displayName,
  intro,
  onClose,
}: {
  link: PasswordLink;
  displayName: string;
  /** What just happened (« Compte créé. »), above the link. */
  intro?: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(link.link)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="password-link-title">
      <DialogTitle id="password-link-title">Lien de mot de passe de « {displayName} »</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro && <Alert severity="success">{intro}</Alert>}
          <Typography variant="body2">
            Transmettez ce lien à l’utilisateur (identifiant « {link.login} ») par un canal sûr : il
            y choisit son mot de passe. Il ne sert qu’une fois et expire le{' '}
            {formatDateTime(link.expiresAt)}. Il est aussi inscrit au journal du serveur.
          </Typography>
          <TextField
            label="Lien"
            value={link.link}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          {copied === 'yes' && <Alert severity="info">Lien copié.</Alert>}
          {copied === 'failed' && (
            <Alert severity="warning">
              La copie a échoué : sélectionnez le lien et copiez-le à la main.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>Copier le lien</Button>
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
