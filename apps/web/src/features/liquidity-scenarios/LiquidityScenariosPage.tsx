import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages, type LiquidityScenario } from '@prisme/domain';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportSection as Section } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { useSessionStore } from '../../state';
import { useDeleteScenario, useSaveScenario, useScenarios } from './api/scenarios';
import { DeleteScenarioDialog } from './components/DeleteScenarioDialog';
import { ScenarioCards } from './components/ScenarioCards';
import { ScenarioDialog } from './components/ScenarioDialog';
import { ScenarioRulesGrid } from './components/ScenarioRulesGrid';
import { newScenarioFrom } from './lib/scenario-form';
import { PageTitle } from '../../components/PageTitle';

type Editing =
  | { kind: 'create'; scenario: LiquidityScenario }
  | { kind: 'edit'; scenario: LiquidityScenario }
  | { kind: 'delete'; scenario: LiquidityScenario };

/** A refused write says why (the server's French reason); anything else the catalogue's. */
const failureOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) ||
  fallback;

/**
 * « Scénarios Liquidité » (spec §2 PARAMETRES › Risque): the scenarios shared by every
 * client, their comments and rules; administrators create, change and delete them (the
 * server's requireAdmin is the control), the others read them.
 */
export function LiquidityScenariosPage({ title }: { title: string }) {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const query = useScenarios();
  const save = useSaveScenario();
  const remove = useDeleteScenario();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const close = () => {
    save.reset();
    remove.reset();
    setEditing(null);
  };
  const onSave = (scenario: LiquidityScenario) =>
    save.mutate(
      { scenario, isNew: editing?.kind === 'create' },
      {
        onSuccess: () => {
          setNotice({ severity: 'success', text: `Scénario « ${scenario.name} » enregistré.` });
          close();
        },
      },
    );
  const onDelete = (scenario: LiquidityScenario) =>
    remove.mutate(scenario.code, {
      onSuccess: () => {
        setNotice({ severity: 'success', text: `Scénario « ${scenario.name} » supprimé.` });
        close();
      },
      onError: (error) => {
        setNotice({ severity: 'error', text: failureOf(error, messages.risk.scenarios.delete) });
        close();
      },
    });

  return (
    <>
      <PageTitle title={title}>
        {isAdmin && (
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={!query.data}
            onClick={() =>
              setEditing({ kind: 'create', scenario: newScenarioFrom(query.data?.[0]) })
            }
          >
            Nouveau scénario
          </Button>
        )}
      </PageTitle>
      {!isAdmin && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Lecture seule : les scénarios sont communs à tous les clients et seuls les administrateurs
          les modifient.
        </Typography>
      )}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      {query.isPending || (query.isError && query.isFetching) ? (
        <LoadingBlock label="Chargement des scénarios de liquidité" />
      ) : query.isError ? (
        <ResourceError
          message={messages.risk.scenarios.load}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          message={
            isAdmin
              ? 'Aucun scénario de liquidité : créez-en un pour calculer le risque de liquidité.'
              : 'Aucun scénario de liquidité : un administrateur doit en créer un avant le calcul.'
          }
        />
      ) : (
        <Stack spacing={3}>
          <ScenarioCards
            scenarios={query.data}
            editable={isAdmin}
            onEdit={(scenario) => setEditing({ kind: 'edit', scenario })}
            onDelete={(scenario) => setEditing({ kind: 'delete', scenario })}
          />
          <Section id="scenarios-regles" title="Règles par classe de liquidité">
            <ScenarioRulesGrid scenarios={query.data} />
          </Section>
        </Stack>
      )}
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <ScenarioDialog
          scenario={editing.scenario}
          isNew={editing.kind === 'create'}
          saving={save.isPending}
          failure={save.isError ? failureOf(save.error, messages.risk.scenarios.save) : undefined}
          onSave={onSave}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteScenarioDialog
          scenario={editing.scenario}
          deleting={remove.isPending}
          onConfirm={() => onDelete(editing.scenario)}
          onClose={close}
        />
      )}
    </>
  );
}
