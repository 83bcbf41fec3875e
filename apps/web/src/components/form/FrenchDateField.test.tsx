import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FRENCH_DAY_ERROR } from '../../lib/iso-date';
import { FrenchDateField } from './FrenchDateField';

/** The field as a form holds it: the value it gives back is the value it shows. */
function Form({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FrenchDateField
      label="Du"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Du') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('FrenchDateField', () => {
  it('shows a day dd/mm/yyyy and gives back what is typed dd/mm/yyyy as yyyy-mm-dd', () => {
    const onValue = vi.fn();
    render(<Form initial="2024-12-31" onValue={onValue} />);
    expect(input().value).toBe('31/12/2024');
    expect(input().placeholder).toBe('jj/mm/aaaa');
    type('1/3/2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-03-01');
    expect(input().value).toBe('1/3/2025'); // kept as typed while the field has the focus
    fireEvent.blur(input());
    expect(input().value).toBe('01/03/2025');
    type('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('flags, once left, a text that is no day of the calendar', () => {
    const onValue = vi.fn();
    render(<Form initial="" onValue={onValue} />);
    type('31/02/2025');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2025');
    expect(screen.queryByText(FRENCH_DAY_ERROR)).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText(FRENCH_DAY_ERROR)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('28/02/2025');
    fireEvent.blur(input());
    expect(screen.queryByText(FRENCH_DAY_ERROR)).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2025-02-28');
  });

  it('takes a day pasted as yyyy-mm-dd and shows it dd/mm/yyyy', () => {
    const onValue = vi.fn();
    render(<Form initial="" onValue={onValue} />);
    type('2025-03-31');
    fireEvent.blur(input());
    expect(onValue).toHaveBeenLastCalledWith('2025-03-31');
    expect(input().value).toBe('31/03/2025');
  });
});
