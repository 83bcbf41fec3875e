import { fireEvent, render, screen } from '@testing-library/react';
import type { CustomDateProps } from 'ag-grid-react';
import { describe, expect, it, vi } from 'vitest';
import { FrenchDateInput } from './FrenchDateInput';

function renderInput(date: Date | null, onDateChange = vi.fn()) {
  render(<FrenchDateInput {...({ date, onDateChange } as unknown as CustomDateProps)} />);
  const input = screen.getByLabelText('Date du filtre (jj/mm/aaaa)') as HTMLInputElement;
  return { input, onDateChange };
}

describe('FrenchDateInput (the grids’ date filters)', () => {
  it('shows the filter’s day dd/mm/yyyy', () => {
    const { input } = renderInput(new Date(2025, 0, 15));
    expect(input.value).toBe('15/01/2025');
  });

  it('filters on a day once it is whole, at local midnight as the grid keeps dates', () => {
    const { input, onDateChange } = renderInput(null);
    fireEvent.change(input, { target: { value: '15/01' } });
    expect(onDateChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '15/01/2025' } });
    expect(onDateChange).toHaveBeenCalledTimes(1);
    const day = onDateChange.mock.calls[0]![0] as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2025, 0, 15, 0,
    ]);
    fireEvent.change(input, { target: { value: '' } });
    expect(onDateChange).toHaveBeenLastCalledWith(null);
  });

  it('drops, when left, a text that is no day', () => {
    const { input, onDateChange } = renderInput(new Date(2025, 0, 15));
    fireEvent.change(input, { target: { value: '31/02/2025' } });
    expect(onDateChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input.value).toBe('15/01/2025');
  });
});
