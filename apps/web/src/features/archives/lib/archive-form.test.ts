import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { createArchiveFormSchema, createBody, updateBody, writeFailure } from './archive-form';
import { anArchive } from './test-archives';

describe('archive forms', () => {
  it('checks the name and category with the domain’s French rules', () => {
    const result = createArchiveFormSchema.safeParse({ name: '  ', category: '', families: [] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => i.message);
    expect(issues).toContain('Le nom de la sauvegarde est obligatoire.');
    expect(issues).toContain('La catégorie est obligatoire.');
    const long = createArchiveFormSchema.safeParse({
      name: 'x'.repeat(101),
      category: 'Test',
      families: [],
    });
    expect(long.error!.issues[0]!.message).toBe('Le nom de la sauvegarde dépasse 100 caractères.');
  });

  it('builds the POST body: the families chosen, the role’s spelling of a category', () => {
    const form = createArchiveFormSchema.parse({
      name: ' Clôture ',
      category: 'officiel',
      families: ['esg'],
    });
    expect(
      createBody(form, { perimeterId: 'p-1', simulation: true }, 'Client.DEMO1', ['Officiel']),
    ).toEqual({
      perimeterID: 'p-1',
      name: 'Clôture',
      category: 'Officiel',
      simulation: true,
      scr: false,
      esg: true,
      riskLiquidity: false,
      rolename: 'Client.DEMO1',
    });
  });

  it('builds the PUT body with the archive’s own simulation flag and role', () => {
    const archive = anArchive({ simulation: true });
    expect(updateBody(archive, { name: 'Neuf', category: 'Board' }, ['Officiel', 'Test'])).toEqual({
      perimeterID: archive.perimeterID,
      name: 'Neuf',
      category: 'Board',
      simulation: true,
      rolename: 'Client.DEMO1',
    });
  });

  it('says « Veuillez réessayer. » and, for a refusal, the server’s reason', () => {
    const conflict = new ApiError(409, 'CONFLICT', 'Cette ressource existe déjà.', [], 'Déjà là.');
    expect(writeFailure(conflict)).toEqual({ message: 'Veuillez réessayer.', detail: 'Déjà là.' });
    expect(writeFailure(new ApiError(500, 'INTERNAL', 'Erreur'))).toEqual({
      message: 'Veuillez réessayer.',
      detail: null,
    });
  });
});
