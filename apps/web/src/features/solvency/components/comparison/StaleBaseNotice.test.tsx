import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { scrResult } from '../../testing/scr-result';
import { StaleBaseNotice } from './ScrComparison';

describe('the stale base notice of the simulation comparison (issue 40 §1)', () => {
  it('says which inputs differ when the base was computed with other parameters', () => {
    const simulated = {
      ...scrResult,
      parameters: {
        ...scrResult.parameters,
        equity: { ...scrResult.parameters.equity, type1Type2Correlation: 0.5 },
      },
    };
    render(<StaleBaseNotice base={scrResult} simulated={simulated} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('n’a pas été calculé avec les mêmes données');
    expect(alert.textContent).toContain('les paramètres SCR');
    expect(alert.textContent).toContain('« Calculs »');
  });

  it('says nothing when both were computed with the same inputs', () => {
    render(<StaleBaseNotice base={scrResult} simulated={structuredClone(scrResult)} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
