import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitlePage } from './TitlePage';

describe('TitlePage', () => {
  it('shows the title, « Bientôt disponible » and what the screen will do', () => {
    render(<TitlePage title="Résultats" upcoming="Le score ESG du périmètre." />);
    expect(screen.getByRole('heading', { name: 'Résultats' })).toBeTruthy();
    expect(screen.getByText('Bientôt disponible')).toBeTruthy();
    expect(screen.getByText('Le score ESG du périmètre.')).toBeTruthy();
  });
});
