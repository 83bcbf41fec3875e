import type { CustomCellRendererProps } from 'ag-grid-react';
import type { LineRow } from '../../api/hierarchical-positions';

const PATH_SEPARATOR = ' › ';
const INDENT_PX = 16;
const TREE_CELL_STYLE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const FUND_PATH_STYLE = { opacity: 0.6 } as const;

/**
 * Portfolio → fund path → line, as an indented cell: AG Grid's tree data and row
 * grouping are Enterprise features, and grouping rows cannot be paged by a server
 * anyway. The depth gives the indentation, the fund path the muted prefix; the whole
 * path is in the title for a narrow column. Needs PortfolioCode, FundPath, Depth and
 * IsinCode selected.
 */
export function TreeCell({ data }: CustomCellRendererProps<LineRow>) {
  if (!data) return null;
  const funds = data.FundPath ? data.FundPath.split(' > ') : [];
  const path = [data.PortfolioCode, ...funds, data.IsinCode].filter(Boolean).join(PATH_SEPARATOR);
  // Plain elements and inline styles: this renders for every visible row while scrolling,
  // where styled MUI components would recompute their styles each time.
  return (
    <span title={path} style={{ ...TREE_CELL_STYLE, paddingLeft: (data.Depth ?? 0) * INDENT_PX }}>
      {funds.length > 0 && (
        <span style={FUND_PATH_STYLE}>{funds.join(PATH_SEPARATOR) + PATH_SEPARATOR}</span>
      )}
      {data.IsinCode}
    </span>
  );
}
