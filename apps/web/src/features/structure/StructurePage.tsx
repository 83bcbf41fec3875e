import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useStructureChange, type StructureChange } from './api/apply-structure-change';
import { useStructure } from './api/get-structure';
import { StructureDialogs, type Editing } from './components/StructureDialogs';
import { StructureTree } from './components/StructureTree';
import { useExpansion } from './components/use-expansion';
import type { TreeActions } from './components/NodeActions';
import { filterStructure } from './lib/filter-structure';
import { stateChange } from './lib/structure-changes';
import { MISSING_PORTFOLIO_FIELDS } from './lib/structure-forms';
import type { StructureNode } from './lib/structure-node';
import { LOAD_FAILURE, refusalOf } from './lib/structure-refusal';
import { doneNotice, EMPTY_TEXT } from './lib/structure-texts';
import { PageTitle } from '../../components/PageTitle';

interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/** The Intégration page, where the `portfolio_structure` files are sent. */
export const IMPORT_HREF = '#/integration';

export interface StructurePageProps {
  title: string;
  /** After any change: the app refreshes what lists clients elsewhere (the perimeter bar). */
  onChanged?: () => void;
}

/**
 * Clients et portefeuilles (/clients, administrators; issue 35 §A.3): the tree of client
 * roles, portfolios and compartments, where a deployment without the demo sets itself up.
 * Every change goes to the server (requireAdmin, one transaction with its audit row) and
 * the tree is then read again; nothing is deleted while data refers to it.
 */
export function StructurePage({ title, onChanged }: StructurePageProps) {
  const query = useStructure();
  const change = useStructureChange(onChanged);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const expansion = useExpansion(filter);

  const open = (next: Editing | null) => {
    change.reset();
    setEditing(next);
  };
  /** Sends a change; the open dialog closes on success and shows the refusal otherwise. */
  const apply = (structureChange: StructureChange, message: string, after?: () => void) =>
    change.mutate(structureChange, {
      onSuccess: () => {
        setNotice({ severity: 'success', message });
        setEditing(null);
        after?.();
      },
    });
  const reactivate = (node: StructureNode) => {
    const request = stateChange(node, true);
    if (!request) {
      setNotice({ severity: 'error', message: MISSING_PORTFOLIO_FIELDS });
      return;
    }
    change.mutate(request, {
      onSuccess: () =>
        setNotice({
          severity: 'success',
          message: doneNotice(node.level, node.item.code, 'réactivé'),
        }),
      onError: (error) => setNotice({ severity: 'error', message: refusalOf(error).message }),
    });
  };
  const actions: TreeActions = {
    add: (node) => {
      if (node.level === 'client') open({ action: 'create-portfolio', clientCode: node.item.code });
      if (node.level === 'portfolio') {
        open({
          action: 'create-compartment',
          clientCode: node.clientCode,
          portfolioCode: node.item.code,
        });
      }
    },
    edit: (node) => open({ action: 'edit', node }),
    deactivate: (node) => open({ action: 'deactivate', node }),
    reactivate,
    remove: (node) => open({ action: 'delete', node }),
    undertaking: (node) =>
      node.level === 'client' && open({ action: 'undertaking', client: node.item }),
  };
  const createClient = () => open({ action: 'create-client' });
  const shown = query.data ? filterStructure(query.data, filter) : [];

  return (
    <>
      <PageTitle title={title}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFile />} href={IMPORT_HREF}>
            Importer un fichier de structure
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={createClient}>
            Nouveau client
          </Button>
        </Stack>
      </PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Les clients, leurs portefeuilles et leurs compartiments. Un élément auquel des positions,
        des calculs ou des sauvegardes se rapportent ne se supprime pas : désactivez-le. Chaque
        modification est inscrite au journal des modifications.
      </Typography>
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement des clients et portefeuilles" />
      ) : query.isError ? (
        <ResourceError message={LOAD_FAILURE} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          message={EMPTY_TEXT}
          action={
            <Button variant="contained" startIcon={<Add />} onClick={createClient}>
              Créer le premier client
            </Button>
          }
        />
      ) : (
        <>
          <TextField
            label="Filtrer"
            placeholder="Code ou libellé d’un client, d’un portefeuille ou d’un compartiment"
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ mb: 2, width: '100%', maxWidth: 520 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {shown.length === 0 ? (
            <EmptyState message={`Rien ne correspond à « ${filter.trim()} ».`} />
          ) : (
            <StructureTree
              clients={shown}
              isExpanded={expansion.isExpanded}
              onToggle={expansion.toggle}
              actions={actions}
            />
          )}
        </>
      )}
      {editing && (
        <StructureDialogs
          editing={editing}
          saving={change.isPending}
          refusal={change.isError ? refusalOf(change.error) : undefined}
          apply={apply}
          reveal={expansion.reveal}
          onClose={() => open(null)}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
