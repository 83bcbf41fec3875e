import { useEffect, useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { SavedStatus } from '../../../components/form/SavedStatus';
import { ResourceError } from '../../../components/ResourceError';
import { navigationActions, useNavigationStore } from '../../../state';
import { useScrGroup } from '../api/get-scr-group';
import { SCR_GROUP_SPECS, type ScrGroup, type ScrGroupValues } from '../api/scr-groups';

/**
 * One group of the page: loads the user's saved values, then renders the form. A load
 * error shows the group's French message with « Réessayer » and ends any saving.
 */
export function GroupSection<G extends ScrGroup>({
  group,
  rolename,
  children,
}: {
  group: G;
  rolename: string;
  children: (saved: ScrGroupValues[G]) => ReactNode;
}) {
  const spec = SCR_GROUP_SPECS[group];
  const query = useScrGroup(group, rolename);
  useEffect(() => {
    if (query.isError) navigationActions.parameterRequestFailed();
  }, [query.isError]);
  let body: ReactNode;
  if (query.isPending || (query.isError && query.isFetching)) {
    body = <LoadingBlock label={`Chargement des paramètres ${spec.title}`} rows={3} />;
  } else if (query.isError) {
    body = <ResourceError message={spec.messages.load} onRetry={() => void query.refetch()} />;
  } else {
    body = children(query.data);
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={spec.title}>
      {body}
    </Paper>
  );
}

/** The form of a group: its title, fields, save error and « Enregistrer ». */
export function GroupForm({
  group,
  onSubmit,
  saveFailed,
  saved,
  valid,
  children,
}: {
  group: ScrGroup;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  saveFailed: boolean;
  /** The last save succeeded (its confirmation shows until the next edit). */
  saved: boolean;
  valid: boolean;
  children: ReactNode;
}) {
  const spec = SCR_GROUP_SPECS[group];
  const headingId = useId();
  const saving = useNavigationStore((state) => state.parameters.saving);
  const changed = useNavigationStore((state) => state.parameters.changed[group]);
  return (
    <form aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {spec.title}
          </Typography>
          {changed && <Chip size="small" color="warning" label="Modifié, non enregistré" />}
          {!valid && <Chip size="small" color="error" variant="outlined" label="Incomplet" />}
        </Stack>
        {children}
        {saveFailed && (
          <ResourceError message={spec.messages.save} onRetry={() => void onSubmit()} />
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {/* As on the ESG parameters: nothing edited, nothing to save. */}
          <Button
            type="submit"
            variant="contained"
            disabled={saving || !changed}
            aria-label={`Enregistrer ${spec.title}`}
          >
            Enregistrer
          </Button>
          <SavedStatus shown={saved && !changed} />
        </Stack>
      </Stack>
    </form>
  );
}
