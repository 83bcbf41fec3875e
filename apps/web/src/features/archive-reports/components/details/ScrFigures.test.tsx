import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { scrResultOf } from '../../testing/archives';
import { ScrFigures } from './ScrFigures';
import type { ResultData } from './drill';

describe('an archived SCR’s figures', () => {
  it('show the diversification effect as Résultats does, in euros (issue 40 §8)', () => {
    const data = scrResultOf('p', 1) as ResultData<'scr'>;
    render(<ScrFigures data={data} drill={() => () => undefined} />);
    const card = screen.getByText('Effet de diversification').parentElement!;
    // 780 − 600 = 180, shown as the step down to the SCR marché.
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('-180,00 €');
    expect(screen.getByText('SCR marché').parentElement?.textContent).toContain('€');
  });
});
