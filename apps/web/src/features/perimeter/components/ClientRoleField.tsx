import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { NativeSelectField } from '../../components/form/NativeSelectField';
import { ResourceError } from '../../components/ResourceError';
import { clientRoleActions, useClientRoleStore, useSessionStore } from '../../state';
import { loadClientRoles } from './load-client-roles';
import { roleLabel } from './role-label';

const CLIENT_SELECT_ID = 'perimetre-client';

/**
 * The perimeter bar's first piece: the client role. An admin picks among every role
 * (a select starting empty); a user sees their role, read-only (spec §4).
 */
export function ClientRoleBar() {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const role = useClientRoleStore((state) => state.role);
  const choices = useClientRoleStore((state) => state.choices);
  const status = useClientRoleStore((state) => state.status);

  return (
    <Box
      component="section"
      aria-label="Périmètre"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        py: 1,
        mb: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {status === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Chargement des clients…</Typography>
        </Box>
      ) : status === 'failed' ? (
        <ResourceError
          message={messages.perimeter.roles}
          onRetry={() => void loadClientRoles(isAdmin)}
        />
      ) : isAdmin ? (
        <NativeSelectField
          id={CLIENT_SELECT_ID}
          label="Client"
          value={role?.code ?? ''}
          onChange={clientRoleActions.choose}
          minWidth={320}
        >
          {/* Admins start without a client and must pick one (spec §4). */}
          <option value="">Choisissez un client</option>
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {roleLabel(choice)}
            </option>
          ))}
        </NativeSelectField>
      ) : (
        <>
          <Typography variant="body2" component="span" color="text.secondary">
            Client
          </Typography>
          <Chip
            size="small"
            color={role ? 'primary' : 'warning'}
            variant="outlined"
            label={role ? roleLabel(role) : 'Aucun client'}
          />
        </>
      )}
    </Box>
  );
}
