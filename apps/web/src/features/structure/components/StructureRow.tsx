import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { nodeId, stateText, usageText, type StructureNode } from '../lib/structure-node';
import { NodeActions, type TreeActions } from './NodeActions';

export interface StructureRowProps {
  node: StructureNode;
  depth: number;
  /** Code, currency, kind…: the second line. */
  details?: string;
  /** Undefined for a leaf (a compartment). */
  expanded?: boolean;
  onToggle?: () => void;
  actions: TreeActions;
  /** The nested rows, shown while expanded. */
  children?: ReactNode;
}

const DEPTH_INDENT = 4;

/**
 * One node of the tree: unfold button (a real button: Tab reaches it, Enter or Space
 * toggles it, aria-expanded says its state), code and label, details, state, what
 * refers to it, and its actions; its children below, in a nested list.
 */
export function StructureRow(props: StructureRowProps) {
  const { node, depth, details, expanded, onToggle, actions, children } = props;
  const { item } = node;
  const id = nodeId(node);
  const groupId = `${id}-contenu`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }} aria-labelledby={`${id}-nom`}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          py: 0.75,
          pl: depth * DEPTH_INDENT,
          pr: 1,
          borderBottom: 1,
          borderColor: 'divider',
          opacity: item.active ? 1 : 0.7,
          flexWrap: 'wrap',
        }}
      >
        {expanded === undefined ? (
          <Box sx={{ width: 40 }} />
        ) : (
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={`${expanded ? 'Replier' : 'Déplier'} « ${item.code} »`}
          >
            {expanded ? <ExpandMore /> : <ChevronRight />}
          </IconButton>
        )}
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id={`${id}-nom`} component="div">
            <Box component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
              {item.code}
            </Box>{' '}
            — {item.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[details, usageText(item.usage)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={item.active ? 'success' : 'default'}
          label={stateText(item.active)}
        />
        <NodeActions node={node} actions={actions} />
      </Stack>
      {expanded !== undefined && (
        <Collapse in={expanded} unmountOnExit>
          <List id={groupId} disablePadding>
            {children}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}
