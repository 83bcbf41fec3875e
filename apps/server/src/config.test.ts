import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { jobsAtOnce } from './jobs/queue/job-queue';

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded database under var/db and the embedded provider', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/var\/db$/);
    expect(config.auth).toMatchObject({
      mode: 'embedded',
      issuer: 'http://localhost:8080/idp',
      audience: 'http://localhost:8080/api',
    });
    expect(config.demo).toEqual({
      createAccounts: true,
      createData: true,
      password: 'prisme-demo',
    });
    expect(loadConfig({ PRISME_DEMO_DATA: 'false' }).demo.createData).toBe(false);
    expect(config.productSlug).toBe('prisme');
  });

  it('uses PostgreSQL when DATABASE_URL is set and moves the data folder with PRISME_DATA_DIR', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/d',
    });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
    expect(loadConfig({ PRISME_DATA_DIR: '/srv/prisme' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/prisme/db',
    });
  });

  it('switches to an external provider and stops creating demo accounts unless asked', () => {
    const env = {
      OIDC_ISSUER: 'https://tenant.b2clogin.com/t/v2.0/',
      OIDC_CLIENT_ID: 'c',
      OIDC_AUDIENCE: 'api://prisme',
    };
    const config = loadConfig(env);
    expect(config.auth).toMatchObject({
      mode: 'external',
      clientId: 'c',
      audience: 'api://prisme',
    });
    expect(config.demo.createAccounts).toBe(false);
    expect(loadConfig({ ...env, PRISME_DEMO_ACCOUNTS: 'true' }).demo.createAccounts).toBe(true);
  });

  it('reads PRISME_ADMIN_SUBJECTS as a comma-separated list of subjects or e-mails', () => {
    expect(loadConfig({}).adminSubjects).toEqual([]);
    expect(
      loadConfig({ PRISME_ADMIN_SUBJECTS: ' 8f3c-sub , dsi@assureur.fr,, ' }).adminSubjects,
    ).toEqual(['8f3c-sub', 'dsi@assureur.fr']);
    expect(() => loadConfig({ PRISME_ADMIN_SUBJECTS: 'jean dupont' })).toThrow(
      /PRISME_ADMIN_SUBJECTS\.0: sujets ou e-mails séparés par des virgules/,
    );
  });

  it('names every bad variable in French', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example' })).toThrow(
      /OIDC_ISSUER demande aussi OIDC_CLIENT_ID/,
    );
    expect(() => loadConfig({ PRISME_PRODUCT_SLUG: 'Bad Slug' })).toThrow(/PRISME_PRODUCT_SLUG/);
    expect(() => loadConfig({ PRISME_JOB_WORKERS: '-1' })).toThrow(/PRISME_JOB_WORKERS/);
  });

  it('runs four jobs of the queue at once on PostgreSQL, two on the embedded database, unless told', () => {
    expect(jobsAtOnce(loadConfig({}).jobWorkers, 'postgres')).toBe(4);
    expect(jobsAtOnce(loadConfig({}).jobWorkers, 'pglite')).toBe(2);
    const enqueueOnly = loadConfig({ PRISME_JOB_WORKERS: '0' }).jobWorkers;
    expect(jobsAtOnce(enqueueOnly, 'postgres')).toBe(0);
    // The embedded database's one process must run its jobs itself.
    expect(jobsAtOnce(enqueueOnly, 'pglite')).toBe(1);
  });

  it('reads the collaboration site: built-in by default, SharePoint with its credentials', () => {
    expect(loadConfig({}).collab).toEqual({ source: 'builtin' });
    const sharepoint = {
      PRISME_COLLAB_SOURCE: 'sharepoint',
      SHAREPOINT_SITE_URL: 'https://tenant.sharepoint.com/sites/prisme/',
      SHAREPOINT_TOKEN_URL: 'https://accounts.accesscontrol.windows.net/t/tokens/OAuth/2',
      SHAREPOINT_CLIENT_ID: 'app@t',
      SHAREPOINT_CLIENT_SECRET: 's',
    };
    expect(loadConfig(sharepoint).collab).toEqual({
      source: 'sharepoint',
      siteUrl: 'https://tenant.sharepoint.com/sites/prisme',
      tokenUrl: 'https://accounts.accesscontrol.windows.net/t/tokens/OAuth/2',
      clientId: 'app@t',
      clientSecret: 's',
      resource: undefined,
    });
    expect(loadConfig({ ...sharepoint, SHAREPOINT_RESOURCE: 'r' }).collab).toMatchObject({
      resource: 'r',
    });
    expect(() =>
      loadConfig({ PRISME_COLLAB_SOURCE: 'sharepoint', SHAREPOINT_CLIENT_ID: 'app@t' }),
    ).toThrow(
      /PRISME_COLLAB_SOURCE: le site SharePoint demande aussi SHAREPOINT_SITE_URL, SHAREPOINT_TOKEN_URL, SHAREPOINT_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...sharepoint, SHAREPOINT_SITE_URL: 'pas une adresse' })).toThrow(
      /SHAREPOINT_SITE_URL/,
    );
    expect(() => loadConfig({ PRISME_COLLAB_SOURCE: 'teams' })).toThrow(/PRISME_COLLAB_SOURCE/);
  });
});
