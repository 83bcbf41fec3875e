import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Block from '@mui/icons-material/Block';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Restore from '@mui/icons-material/Restore';
import { LazyTooltip } from '../../../components/LazyTooltip';
import { isUnused, type StructureNode } from '../lib/structure-node';

/** What the page does when a node's button is pressed. */
export interface TreeActions {
  /** A portfolio for a client, a compartment for a portfolio. */
  add: (node: StructureNode) => void;
  edit: (node: StructureNode) => void;
  deactivate: (node: StructureNode) => void;
  reactivate: (node: StructureNode) => void;
  remove: (node: StructureNode) => void;
  /** A client's undertaking: LEI, name, reporting currency (issue 36 §5). */
  undertaking: (node: StructureNode) => void;
}

const ADD_LABELS = { client: 'Ajouter un portefeuille à', portfolio: 'Ajouter un compartiment à' };

function Action({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}) {
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </LazyTooltip>
  );
}

/**
 * A node's buttons. « Supprimer » only while nothing refers to the item (no position,
 * computation or archive): otherwise it is deactivated, which keeps what refers to it
 * readable.
 */
export function NodeActions({ node, actions }: { node: StructureNode; actions: TreeActions }) {
  const { item } = node;
  const named = (verb: string) => `${verb} « ${item.code} »`;
  return (
    <Stack direction="row" sx={{ gap: 0.25 }}>
      {node.level !== 'compartment' && (
        <Action
          label={named(ADD_LABELS[node.level])}
          icon={<AddCircleOutline fontSize="small" />}
          onClick={() => actions.add(node)}
        />
      )}
      {node.level === 'client' && (
        <Action
          label={named('Entreprise déclarante (LEI) de')}
          icon={<BadgeOutlined fontSize="small" />}
          onClick={() => actions.undertaking(node)}
        />
      )}
      <Action
        label={named('Modifier')}
        icon={<EditOutlined fontSize="small" />}
        onClick={() => actions.edit(node)}
      />
      {item.active ? (
        <Action
          label={named('Désactiver')}
          icon={<Block fontSize="small" />}
          onClick={() => actions.deactivate(node)}
        />
      ) : (
        <Action
          label={named('Réactiver')}
          icon={<Restore fontSize="small" />}
          onClick={() => actions.reactivate(node)}
        />
      )}
      {isUnused(item.usage) && (
        <Action
          label={named('Supprimer')}
          icon={<DeleteOutline fontSize="small" />}
          onClick={() => actions.remove(node)}
        />
      )}
    </Stack>
  );
}
