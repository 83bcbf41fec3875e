import { describe, expect, it } from 'vitest';
import { defaultRoleFor, rolesForAdmin } from './roles';

const role = (code: string) => ({ code, name: code });

describe('client roles (spec §4, §5)', () => {
  it('offers an admin every client role the server gives, as the insurer names it', () => {
    // Spec §5 filtered on « Client. », « FDLCCP », « fdlc »: a client named « MUTUELLE-EST »
    // would have been invisible (issue 35 §A.3,
    // docs/decisions/administration/0249-admin-sees-every-client.md).
    const roles = ['Client.DEMO1', 'FDLCCP', 'MUTUELLE-EST', 'client.minuscule'].map(role);
    expect(rolesForAdmin(roles).map((r) => r.code)).toEqual([
      'Client.DEMO1',
      'FDLCCP',
      'MUTUELLE-EST',
      'client.minuscule',
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
