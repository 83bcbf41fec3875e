import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DataGrid from './DataGrid';
import { AG_GRID_LOCALE_FR } from './locale-fr';

interface Row {
  code: string;
}

const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ code: `C${i}` }));

describe('the grid in French (issue 40)', () => {
  it('labels its pagination and filters in French, for sight and for screen readers', async () => {
    const { container } = render(
      <DataGrid<Row>
        rows={rows}
        columns={[{ field: 'code', headerName: 'Code' }]}
        label="Codes"
        getRowId={(row) => row.code}
      />,
    );
    await waitFor(() => expect(container.querySelector('.ag-paging-panel')).not.toBeNull());
    const paging = container.querySelector('.ag-paging-panel')!.textContent ?? '';
    expect(paging).toContain('1 à 20 sur 30');
    expect(paging).not.toMatch(/Page Size|\bof\b|\bto\b/);
    expect(screen.getByLabelText('Page suivante')).toBeTruthy();
    expect(screen.getByLabelText('Dernière page')).toBeTruthy();
    // The floating filter's input is named in French.
    const labels = [...container.querySelectorAll('[aria-label]')].map((el) =>
      el.getAttribute('aria-label'),
    );
    expect(labels.join(' | ')).not.toMatch(/Filter|Press|Page Size|Column/);
  });

  it('has a French text for every screen-reader key of AG Grid Community', () => {
    for (const key of ['ariaHeaderSelection', 'ariaRowSelectAll', 'ariaChecked', 'ariaRowIndex'])
      expect(AG_GRID_LOCALE_FR[key]).toBeTruthy();
    expect(AG_GRID_LOCALE_FR.ariaRowIndex).toContain('${variable}');
  });
});
