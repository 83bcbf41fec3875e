import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { ResourceError } from '../../../components/ResourceError';
import {
  chooseClient,
  leaveGuardActions,
  useClientRoleStore,
  useSessionStore,
} from '../../../state';
import { reloadPerimeter } from '../restore-saved-perimeter';
import { roleLabel } from '../lib/labels';

/**
 * The perimeter's client role. An admin picks among every role (a select starting
 * empty, spec §4); a user sees their role, read-only.
 */
export function ClientRoleField({ disabled }: { disabled: boolean }) {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const role = useClientRoleStore((state) => state.role);
  const choices = useClientRoleStore((state) => state.choices);
  const status = useClientRoleStore((state) => state.status);

  if (status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Chargement des clients…</Typography>
      </Box>
    );
  }
  if (status === 'failed') {
    return (
      <ResourceError
        message={messages.perimeter.roles}
        onRetry={() => void reloadPerimeter(isAdmin)}
      />
    );
  }
  if (isAdmin) {
    return (
      <NativeSelectField
        id="perimetre-client"
        label="Client"
        value={role?.code ?? ''}
        // Another client's perimeter drops the edits of this one's pages: asked first.
        onChange={(code) => leaveGuardActions.confirmLeave(() => chooseClient(code))}
        disabled={disabled}
        minWidth={240}
        maxWidth={320}
      >
        {/* Admins start without a client and must pick one (spec §4). */}
        <option value="">Choisissez un client</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {roleLabel(choice)}
          </option>
        ))}
      </NativeSelectField>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span" color="text.secondary">
        Client
      </Typography>
      <Chip
        size="small"
        color={role ? 'primary' : 'warning'}
        variant="outlined"
        label={role ? roleLabel(role) : 'Aucun client'}
        title={role ? roleLabel(role) : undefined}
        // A long client name is cut short (the title gives it whole): the bar keeps its row.
        sx={{ maxWidth: 260 }}
      />
    </Box>
  );
}
