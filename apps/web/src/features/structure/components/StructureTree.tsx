import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import type { ManagedClient } from '@prisme/domain';
import { clientDetails, portfolioDetails, type StructureNode } from '../lib/structure-node';
import type { TreeActions } from './NodeActions';
import { StructureRow } from './StructureRow';

export interface StructureTreeProps {
  clients: readonly ManagedClient[];
  isExpanded: (node: StructureNode) => boolean;
  onToggle: (node: StructureNode) => void;
  actions: TreeActions;
}

/** The tree client → portfolios → compartments, as nested lists. */
export function StructureTree({ clients, isExpanded, onToggle, actions }: StructureTreeProps) {
  const branch = (node: StructureNode) => ({
    node,
    expanded: isExpanded(node),
    onToggle: () => onToggle(node),
    actions,
  });
  return (
    <Paper variant="outlined">
      <List aria-label="Clients, portefeuilles et compartiments" disablePadding>
        {clients.map((client) => (
          <StructureRow
            key={client.code}
            depth={0}
            details={clientDetails(client)}
            {...branch({ level: 'client', item: client })}
          >
            {client.portfolios.map((portfolio) => (
              <StructureRow
                key={portfolio.code}
                depth={1}
                details={portfolioDetails(portfolio)}
                {...branch({ level: 'portfolio', clientCode: client.code, item: portfolio })}
              >
                {portfolio.compartments.map((compartment) => (
                  <StructureRow
                    key={compartment.code}
                    depth={2}
                    actions={actions}
                    node={{
                      level: 'compartment',
                      clientCode: client.code,
                      portfolioCode: portfolio.code,
                      item: compartment,
                    }}
                  />
                ))}
              </StructureRow>
            ))}
          </StructureRow>
        ))}
      </List>
    </Paper>
  );
}
