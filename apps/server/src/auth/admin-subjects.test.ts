import { describe, expect, it } from 'vitest';
import { isConfiguredAdmin } from './admin-subjects';

const SUBJECTS = ['0b7c-4e2a', 'DSI@Assureur.fr'];

describe('PRISME_ADMIN_SUBJECTS at first sight (issue 35 §A.1)', () => {
  it('matches the subject exactly', () => {
    expect(isConfiguredAdmin(SUBJECTS, { subject: '0b7c-4e2a' })).toBe(true);
    expect(isConfiguredAdmin(SUBJECTS, { subject: '0B7C-4E2A' })).toBe(false);
  });

  it('matches the e-mail in any case, unless the provider says it is not verified', () => {
    expect(isConfiguredAdmin(SUBJECTS, { subject: 'x', email: 'dsi@assureur.fr' })).toBe(true);
    expect(
      isConfiguredAdmin(SUBJECTS, { subject: 'x', email: 'dsi@assureur.fr', emailVerified: false }),
    ).toBe(false);
    expect(isConfiguredAdmin(SUBJECTS, { subject: 'x', email: 'autre@assureur.fr' })).toBe(false);
    expect(isConfiguredAdmin([], { subject: '0b7c-4e2a', email: 'dsi@assureur.fr' })).toBe(false);
  });
});
