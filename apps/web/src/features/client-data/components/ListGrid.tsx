import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  RowAutoHeightModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  ValidationModule,
  type CellValueChangedEvent,
  type ColDef,
} from 'ag-grid-community';
import Box from '@mui/material/Box';
import { useGridTheme } from '../../../components/data-grid/grid-theme';
import { AG_GRID_LOCALE_FR } from '../../../components/data-grid/locale-fr';
import type { ListRow } from '../lib/rows';

// The editing modules of the client-data lists, on top of the read-only grid's.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextEditorModule,
  SelectEditorModule,
  NumberEditorModule,
  CheckboxEditorModule,
  RowSelectionModule,
  RowAutoHeightModule,
  LocaleModule,
  CellStyleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

const DEFAULT_COLUMN: ColDef<ListRow> = { resizable: true, flex: 1, minWidth: 130 };

/**
 * An editable list: a click or Enter edits a cell, checkboxes select rows for deletion.
 * Each edit hands back the whole new list: the page keeps it.
 */
export default function ListGrid({
  label,
  rows,
  columns,
  onRowsChange,
  onSelectionChange,
}: {
  label: string;
  rows: ListRow[];
  columns: ColDef<ListRow>[];
  onRowsChange: (rows: ListRow[]) => void;
  onSelectionChange: (ids: string[]) => void;
}) {
  const theme = useGridTheme();
  const changed = (event: CellValueChangedEvent<ListRow>) => {
    const edited = event.data;
    onRowsChange(rows.map((row) => (row.id === edited.id ? { ...edited } : row)));
  };
  return (
    <Box role="region" aria-label={label}>
      <AgGridReact<ListRow>
        theme={theme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={(params) => params.data.id}
        localeText={AG_GRID_LOCALE_FR}
        domLayout="autoHeight"
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true }}
        singleClickEdit
        stopEditingWhenCellsLoseFocus
        onCellValueChanged={changed}
        onSelectionChanged={(event) =>
          onSelectionChange(event.api.getSelectedRows().map((row) => row.id))
        }
        suppressColumnVirtualisation
      />
    </Box>
  );
}
