import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { UnverifiedPoint } from '@prisme/domain';
import { RuleSetBadge } from './RuleSetBadge';
import { AFFECTS_RESULT_LABEL, UnverifiedPanel } from './UnverifiedPanel';
import { unverifiedSummary } from './unverified';

const securitisation: UnverifiedPoint = {
  key: 'securitisation',
  topic: 'Facteurs de titrisation',
  articles: 'Art. 177–178',
  reading: 'les facteurs actuels sont conservés',
  mark: 'U',
  affectsResult: false,
};
const llfr: UnverifiedPoint = {
  key: 'llfr',
  topic: 'Choc du LLFR au-delà du premier point de lissage',
  articles: 'Art. 166(2a), 167(2a)',
  reading: 'différences de taux au comptant pondérées (Art. 46(1c))',
  mark: 'U',
  affectsResult: true,
};

describe('« Non vérifié pour 2027 » (issue 37 §2)', () => {
  it('lists each point, those this result depends on first and marked', () => {
    render(<UnverifiedPanel points={[securitisation, llfr]} />);
    const panel = screen.getByRole('region', { name: 'Non vérifié pour 2027' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Choc du LLFR au-delà du premier point de lissage (Art. 166(2a), 167(2a), [U] non vérifié) : différences de taux au comptant pondérées (Art. 46(1c))concerne ce calcul',
      'Facteurs de titrisation (Art. 177–178, [U] non vérifié) : les facteurs actuels sont conservés',
    ]);
    expect(within(items[1]!).queryByText(AFFECTS_RESULT_LABEL)).toBeNull();
    expect(panel.textContent).toContain('2 points non vérifiés, dont 1 concerne ce calcul.');
  });

  it('shows nothing without unverified points', () => {
    const { container } = render(<UnverifiedPanel points={[]} />);
    expect(container.textContent).toBe('');
  });

  it('counts the points in French', () => {
    expect(unverifiedSummary([securitisation])).toBe(
      '1 point non vérifié ; aucun ne concerne ce calcul.',
    );
    expect(unverifiedSummary([llfr])).toBe('1 point non vérifié, qui concerne ce calcul.');
    expect(unverifiedSummary([llfr, { ...llfr, key: 'b' }, securitisation])).toBe(
      '3 points non vérifiés, dont 2 concernent ce calcul.',
    );
  });

  it('names the rule set', () => {
    render(<RuleSetBadge ruleSet="SII-2027" />);
    expect(screen.getByText('Jeu de règles : SII-2027')).toBeTruthy();
    expect(screen.getByText('Règles 2027 (DR 2015/35 modifié par le DR 2026/269)')).toBeTruthy();
  });
});
