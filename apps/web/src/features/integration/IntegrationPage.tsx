import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClientRoleStore, useSessionStore } from '../../state';
import { IntegrationLog } from './components/IntegrationLog';
import { UploadPanel } from './components/UploadPanel';

/**
 * Intégration (spec §2): send a data file, then follow the client's integration log.
 * The route needs a client role: the guard only renders this page once one is chosen.
 */
export function IntegrationPage({ title }: { title: string }) {
  const role = useClientRoleStore((state) => state.role);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  if (!role) return null;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={3}>
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: 2 }}
          aria-labelledby="integration-envoi"
        >
          <Typography id="integration-envoi" variant="h6" component="h2" gutterBottom>
            Intégrer un fichier
          </Typography>
          {/* Keyed by client: another client starts from an empty form. */}
          <UploadPanel key={role.code} role={role} isAdmin={isAdmin} />
        </Paper>
        <section aria-labelledby="integration-journal">
          <Typography id="integration-journal" variant="h6" component="h2" gutterBottom>
            Fichiers intégrés
          </Typography>
          <IntegrationLog rolename={role.code} />
        </section>
      </Stack>
    </>
  );
}
