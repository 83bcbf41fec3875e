import { describe, expect, it } from 'vitest';
import { defaultRoleFor, rolesForAdmin } from './roles';

const role = (code: string) => ({ code, name: code });

describe('client roles (spec §4, §5)', () => {
  it('keeps for admins only the codes containing Client., FDLCCP or fdlc', () => {
    const roles = [
      'Client.DEMO1',
      'FDLCCP',
      'fdlc-retraite',
      'Solvency',
      'Interne',
      'client.minuscule',
    ].map(role);
    expect(rolesForAdmin(roles).map((r) => r.code)).toEqual([
      'Client.DEMO1',
      'FDLCCP',
      'fdlc-retraite',
    ]);
  });

  it('binds a non-admin to the first role other than Solvency', () => {
    expect(defaultRoleFor(['Solvency', 'Client.DEMO2', 'Client.DEMO1'].map(role))?.code).toBe(
      'Client.DEMO2',
    );
    expect(defaultRoleFor([role('Solvency')])).toBeUndefined();
    expect(defaultRoleFor([])).toBeUndefined();
  });
});
