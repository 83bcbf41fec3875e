import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { refusalOf } from './refusal';

describe('refusalOf', () => {
  it('tells the server’s French reason of a refused change', () => {
    const refused = new ApiError(400, 'VALIDATION', 'Requête invalide.', [], 'Devise sans compte.');
    expect(refusalOf(refused, 'repli')).toBe('Devise sans compte.');
    expect(refusalOf(new ApiError(404, 'NOT_FOUND', 'Introuvable.'), 'repli')).toBe('Introuvable.');
  });

  it('falls back on the catalogue for a server failure or anything else', () => {
    expect(refusalOf(new ApiError(500, 'INTERNAL', 'Erreur.', [], 'trace'), 'repli')).toBe('repli');
    expect(refusalOf(new Error('x'), 'repli')).toBe('repli');
  });
});
