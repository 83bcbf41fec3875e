import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  NumberEditorModule,
  RowAutoHeightModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  type CellValueChangedEvent,
  type ColDef,
} from 'ag-grid-community';
import { AppGrid } from '../../../components/data-grid/AppGrid';
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
  CellStyleModule,
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
  const changed = (event: CellValueChangedEvent<ListRow>) => {
    const edited = event.data;
    onRowsChange(rows.map((row) => (row.id === edited.id ? { ...edited } : row)));
  };
  return (
    <AppGrid<ListRow>
      label={label}
      rowData={rows}
      columnDefs={columns}
      defaultColDef={DEFAULT_COLUMN}
      getRowId={(params) => params.data.id}
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
  );
}
