import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobProgressBar } from './JobProgressBar';

describe('JobProgressBar', () => {
  it('shows the stage, its percentage and what it is doing with its figures', () => {
    render(
      <JobProgressBar
        label="Avancement de la transparisation"
        progress={{
          stage: 'storing',
          percent: 61.4,
          label: 'Enregistrement des lignes',
          detail: '25 000 lignes enregistrées sur 38 874',
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Enregistrement des lignes : 61\u00a0%');
    const bar = screen.getByRole('progressbar', { name: 'Avancement de la transparisation' });
    expect(bar.getAttribute('aria-valuenow')).toBe('61');
    expect(screen.getByText('25 000 lignes enregistrées sur 38 874')).toBeTruthy();
  });

  it('says the work waits before its first figures, on an indeterminate bar', () => {
    render(<JobProgressBar label="Avancement des calculs" progress={null} />);
    expect(screen.getByRole('status').textContent).toBe('En attente…');
    const bar = screen.getByRole('progressbar', { name: 'Avancement des calculs' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });
});
