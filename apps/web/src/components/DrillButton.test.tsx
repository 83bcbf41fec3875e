import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrillButton } from './DrillButton';

describe('the drill-down button', () => {
  it('keeps « Voir les lignes » on one line in a narrow column (issue 40 §4)', () => {
    render(
      <DrillButton
        filter={{ IsinCode: { filterType: 'text', type: 'equals', filter: 'X' } }}
        onDrill={() => {}}
        what="X"
      />,
    );
    const button = screen.getByRole('button', { name: 'Voir les lignes de X' });
    expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
  });
});
