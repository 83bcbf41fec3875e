import type { ManagedClient } from '@prisme/domain';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import type { StructureChange } from '../api/apply-structure-change';
import {
  codeLabelChange,
  deleteChange,
  portfolioChange,
  stateChange,
  type CodeLabelTarget,
} from '../lib/structure-changes';
import { MISSING_PORTFOLIO_FIELDS, undertakingBody } from '../lib/structure-forms';
import { deletionText, type StructureNode } from '../lib/structure-node';
import type { Refusal } from '../lib/structure-refusal';
import {
  DEACTIVATION_TEXT,
  deactivateTitle,
  deleteTitle,
  doneNotice,
} from '../lib/structure-texts';
import { CodeLabelDialog } from './CodeLabelDialog';
import { PortfolioDialog } from './PortfolioDialog';
import { UndertakingDialog } from './UndertakingDialog';

/** The dialog open on the page. */
export type Editing =
  | { action: 'create-client' }
  | { action: 'create-portfolio'; clientCode: string }
  | { action: 'create-compartment'; clientCode: string; portfolioCode: string }
  | { action: 'edit' | 'deactivate' | 'delete'; node: StructureNode }
  | { action: 'undertaking'; client: ManagedClient };

export interface StructureDialogsProps {
  editing: Editing;
  saving: boolean;
  refusal?: Refusal;
  /** Sends the change; on success the notice is shown and `after` runs. */
  apply: (change: StructureChange, notice: string, after?: () => void) => void;
  /** Unfolds the branch a new item went into. */
  reveal: (client: string, portfolio?: string) => void;
  onClose: () => void;
}

/** Where a client or compartment dialog writes, for a new item or a change. */
function codeLabelTarget(editing: Editing): CodeLabelTarget | null {
  switch (editing.action) {
    case 'create-client':
      return { level: 'client' };
    case 'create-compartment':
      return { level: 'compartment', ...editing };
    case 'edit': {
      const { node } = editing;
      if (node.level === 'client') return { level: 'client', code: node.item.code };
      if (node.level === 'compartment') {
        const { clientCode, portfolioCode } = node;
        return { level: 'compartment', clientCode, portfolioCode, code: node.item.code };
      }
      return null;
    }
    default:
      return null;
  }
}

/** The create / edit / deactivate / delete dialogs, one at a time. */
export function StructureDialogs(props: StructureDialogsProps) {
  const { editing, saving, refusal, apply, reveal, onClose } = props;
  const common = { saving, refusal, onClose };

  if (editing.action === 'undertaking') {
    const { client } = editing;
    return (
      <UndertakingDialog
        {...common}
        client={client}
        onSave={(values) =>
          apply(
            { op: 'set-undertaking', client: client.code, body: undertakingBody(values) },
            `Entreprise déclarante du client « ${client.code} » enregistrée (LEI ${values.lei.trim().toUpperCase()}).`,
          )
        }
      />
    );
  }

  if (editing.action === 'deactivate' || editing.action === 'delete') {
    const { node } = editing;
    const { code } = node.item;
    const deactivating = editing.action === 'deactivate';
    const change = deactivating ? stateChange(node, false) : deleteChange(node);
    return (
      <ConfirmDeleteDialog
        title={deactivating ? deactivateTitle(node.level, code) : deleteTitle(node.level, code)}
        text={deactivating ? DEACTIVATION_TEXT : deletionText(node)}
        confirmLabel={deactivating ? 'Désactiver' : 'Supprimer'}
        deleting={saving}
        failure={change ? refusal?.message : MISSING_PORTFOLIO_FIELDS}
        onConfirm={() =>
          change &&
          apply(change, doneNotice(node.level, code, deactivating ? 'désactivé' : 'supprimé'))
        }
        onClose={onClose}
      />
    );
  }

  const target = codeLabelTarget(editing);
  if (target) {
    const item = editing.action === 'edit' ? editing.node.item : undefined;
    return (
      <CodeLabelDialog
        {...common}
        level={target.level}
        item={item && !('currency' in item) ? item : undefined}
        place={
          target.level === 'compartment' && target.code === undefined
            ? `du portefeuille « ${target.portfolioCode} »`
            : undefined
        }
        onSave={(values) =>
          apply(
            codeLabelChange(target, values),
            doneNotice(
              target.level,
              target.code ?? values.code,
              target.code ? 'enregistré' : 'créé',
            ),
            () =>
              target.level === 'compartment' &&
              target.code === undefined &&
              reveal(target.clientCode, target.portfolioCode),
          )
        }
      />
    );
  }

  // A portfolio: new, or changed.
  const portfolio =
    editing.action === 'edit' && editing.node.level === 'portfolio' ? editing.node : undefined;
  const clientCode =
    editing.action === 'create-portfolio' ? editing.clientCode : (portfolio?.clientCode ?? '');
  const code = portfolio?.item.code;
  return (
    <PortfolioDialog
      {...common}
      clientCode={clientCode}
      item={portfolio?.item}
      onSave={(values) =>
        apply(
          portfolioChange(clientCode, code, values),
          doneNotice('portfolio', code ?? values.code, code ? 'enregistré' : 'créé'),
          () => code === undefined && reveal(clientCode),
        )
      }
    />
  );
}
