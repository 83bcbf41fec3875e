import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned; the first column (the row's name) is not. */
  numeric?: boolean;
}

/** MUI's footer cells are small and grey: a total reads as body text, in bold. */
const TOTAL_ROW = {
  '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 600, color: 'text.primary' },
} as const;

/**
 * A small table of figures: the first column names each row (a row header for screen
 * readers), the others are right-aligned figures; an optional total row closes it.
 */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  maxHeight = 420,
}: {
  /** The table's accessible name. */
  label: string;
  columns: FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The total row's cells, one per column. */
  total?: ReactNode[];
  maxHeight?: number;
}) {
  const align = (column: FigureColumn<T>) => (column.numeric ? 'right' : 'left');
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={align(column)}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <TableCell key={column.header} component="th" scope="row">
                    {column.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.header} align={align(column)}>
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow sx={TOTAL_ROW}>
              {total.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align={align(columns[index]!)}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
