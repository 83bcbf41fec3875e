import {
  migrationsDigest,
  pgliteTemplate,
  PGLITE_TEMPLATE_VARIABLE,
  postgresTemplate,
  POSTGRES_TEMPLATE_VARIABLE,
} from './database-templates';

/**
 * The server tests' global set-up: the migrated templates every test database starts
 * from (database-templates.ts). The test files' processes start after it and inherit its
 * environment.
 */
export default async function setup(): Promise<void> {
  const digest = migrationsDigest();
  process.env[PGLITE_TEMPLATE_VARIABLE] = await pgliteTemplate(digest);
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) process.env[POSTGRES_TEMPLATE_VARIABLE] = await postgresTemplate(adminUrl, digest);
}
