import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobProgressBar } from './JobProgressBar';

describe('JobProgressBar', () => {
  it('shows the stage, its percentage and what it is doing with its figures', () => {
    render(
      <JobProgressBar
        label="Avancement de la transparisation"
        job={{
          progress: {
            stage: 'storing',
            percent: 61.4,
            label: 'Enregistrement des lignes',
            detail: '25 000 lignes enregistrées sur 38 874',
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Enregistrement des lignes : 61\u00a0%');
    const bar = screen.getByRole('progressbar', { name: 'Avancement de la transparisation' });
    expect(bar.getAttribute('aria-valuenow')).toBe('61');
    expect(screen.getByText('25 000 lignes enregistrées sur 38 874')).toBeTruthy();
    // A job that cannot be stopped has no button.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stops a job that can be stopped, then waits for its end', () => {
    const cancel = vi.fn();
    const { rerender } = render(
      <JobProgressBar label="Avancement des calculs" job={{ progress: null, cancel }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(cancel).toHaveBeenCalledOnce();
    rerender(
      <JobProgressBar
        label="Avancement des calculs"
        job={{ progress: null, cancel, cancelling: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Annulation…' })).toHaveProperty('disabled', true);
  });

  it('says the work waits before its first figures, on an indeterminate bar', () => {
    render(<JobProgressBar label="Avancement des calculs" job={{ progress: null }} />);
    expect(screen.getByRole('status').textContent).toBe('En attente…');
    const bar = screen.getByRole('progressbar', { name: 'Avancement des calculs' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });
});
