import { useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned; the first column (the row's name) is not. */
  numeric?: boolean;
  /** Makes the column sortable, by this value (text in French order, or a number). */
  sortValue?: (row: T) => string | number;
}

export interface FigureSort {
  /** The header of the column sorted by. */
  column: string;
  direction: 'asc' | 'desc';
}

function sortRows<T>(rows: readonly T[], columns: FigureColumn<T>[], sort: FigureSort | null) {
  const value = columns.find((column) => column.header === sort?.column)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'fr'))
    );
  });
}

/** MUI's footer cells are small and grey: a total reads as body text, in bold. */
/**
 * A row's name may be a long code without spaces (« CAU/INDEX/LU8986560565/LIQUIDITES »):
 * it breaks anywhere rather than pushing the figures and the row's « Voir les lignes » out
 * of the card (issue 40 at 1200 px with the menu open).
 */
const NAME_CELL = { overflowWrap: 'anywhere', minWidth: 120 } as const;

const TOTAL_ROW = {
  '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 600, color: 'text.primary' },
} as const;

/**
 * A small table of figures: the first column names each row (a row header for screen
 * readers), the others are right-aligned figures; an optional total row closes it. Columns
 * with a `sortValue` sort on a click of their header (MUI's TableSortLabel).
 */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  maxHeight = 420,
  defaultSort = null,
}: {
  /** The table's accessible name. */
  label: string;
  columns: FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The total row's cells, one per column. */
  total?: ReactNode[];
  maxHeight?: number;
  /** With sortable columns: the order the rows first show in (else the given order). */
  defaultSort?: FigureSort | null;
}) {
  const [sort, setSort] = useState<FigureSort | null>(defaultSort);
  const align = (column: FigureColumn<T>) => (column.numeric ? 'right' : 'left');
  // A first click sorts names A → Z and figures largest first.
  const sortBy = (column: FigureColumn<T>) =>
    setSort((current) => ({
      column: column.header,
      direction:
        current?.column === column.header
          ? current.direction === 'asc'
            ? 'desc'
            : 'asc'
          : column.numeric
            ? 'desc'
            : 'asc',
    }));
  const active = (column: FigureColumn<T>) => sort?.column === column.header;
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                align={align(column)}
                sortDirection={active(column) ? sort!.direction : false}
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={active(column)}
                    direction={active(column) ? sort!.direction : 'asc'}
                    onClick={() => sortBy(column)}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortRows(rows, columns, sort).map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <TableCell key={column.header} component="th" scope="row" sx={NAME_CELL}>
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
