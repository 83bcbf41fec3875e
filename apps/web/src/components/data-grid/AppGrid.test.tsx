import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientSideRowModelModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { AppGrid } from './AppGrid';

ModuleRegistry.registerModules([ClientSideRowModelModule]);

interface Row {
  code: string;
}

const edit = vi.fn();
const remove = vi.fn();

function Actions({ data }: CustomCellRendererProps<Row>) {
  return data ? (
    <>
      <button onClick={() => edit(data.code)}>Modifier {data.code}</button>
      <button onClick={() => remove(data.code)}>Supprimer {data.code}</button>
    </>
  ) : null;
}

const COLUMNS: ColDef<Row>[] = [
  { field: 'code', headerName: 'Code' },
  { colId: 'actions', headerName: 'Action', cellRenderer: Actions },
];

/** A key as the browser sends it: true when nobody prevented its default (the browser's move). */
const press = (target: Element, key: string, shiftKey = false) =>
  fireEvent.keyDown(target, { key, shiftKey });

function renderGrid(pageSize?: number) {
  const rows = Array.from({ length: 30 }, (_, i) => ({ code: `C${i}` }));
  const { container } = render(
    <AppGrid<Row>
      label="Codes"
      rowData={rows}
      columnDefs={COLUMNS}
      getRowId={(params) => params.data.code}
      domLayout="autoHeight"
      pageSize={pageSize}
    />,
  );
  return container;
}

const actionCell = (container: HTMLElement, code: string) =>
  container.querySelector<HTMLElement>(`[row-id="${code}"] [col-id="actions"]`)!;

describe('the shared grid (issue 40)', () => {
  it('is named for screen readers, in French, its page size among the choices', async () => {
    const container = renderGrid(25);
    expect(screen.getByRole('region', { name: 'Codes' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ag-paging-panel')).not.toBeNull());
    expect(container.querySelector('.ag-paging-panel')!.textContent).toContain('1 à 25 sur 30');
    // The picker shows the grid's own size (blank when it was not among the choices).
    expect(container.querySelector('.ag-paging-page-size')!.textContent).toContain('25');
    expect(screen.getByLabelText('Page suivante')).toBeTruthy();
  });

  it('lets the keyboard reach and press the buttons of a cell', async () => {
    const container = renderGrid();
    await waitFor(() => expect(actionCell(container, 'C1')).not.toBeNull());
    const cell = actionCell(container, 'C1');
    const [first, second] = [...cell.querySelectorAll('button')];
    cell.focus();
    // Entrée on the cell: into its first button.
    press(cell, 'Enter');
    expect(document.activeElement).toBe(first);
    // Entrée and Espace are the button's own (the grid does not take them)…
    expect(press(first!, 'Enter')).toBe(true);
    expect(press(first!, ' ')).toBe(true);
    // …Tab goes to the next button of the cell (the browser's move, not the grid's)…
    expect(press(first!, 'Tab')).toBe(true);
    second!.focus();
    fireEvent.click(second!);
    expect(remove).toHaveBeenCalledWith('C1');
    // …past the last one the grid moves on, and Échap goes back to the cell.
    expect(press(second!, 'Tab')).toBe(false);
    second!.focus();
    press(second!, 'Escape');
    expect(document.activeElement).toBe(cell);
  });

  it('leaves Entrée to the grid on a cell without buttons', async () => {
    const container = renderGrid();
    await waitFor(() => expect(actionCell(container, 'C1')).not.toBeNull());
    const code = container.querySelector<HTMLElement>('[row-id="C2"] [col-id="code"]')!;
    code.focus();
    press(code, 'Enter');
    expect(document.activeElement).toBe(code);
    expect(edit).not.toHaveBeenCalled();
  });
});
