import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { appConfigSchema, installFrenchValidationMessages, type AppConfig } from '@prisme/domain';
import { requireAuthentication } from './auth/authenticate';
import { setUpIdentity } from './auth/identity';
import type { TokenVerifier } from './auth/token-verifier';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { frenchFrameworkError, registerErrorHandler } from './http/error-handler';
import { rejectUnstorableText } from './http/storable-text';
import { boundJsonBodies, DEFAULT_BODY_LIMIT } from './http/json-body';
import { redirectToPublicHost } from './http/canonical-host';
import { problem } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security';
import {
  collabTokenRoutes,
  newsRoutes,
  publicLogoRoutes,
  siteRoutes,
} from './modules/collaboration/routes';
import { createNewsService } from './modules/collaboration/news-service';
import { createSiteService } from './modules/collaboration/site-service';
import { createCollabTokenService } from './modules/collaboration/token';
import { registerMetrics } from './modules/health/metrics';
import { healthRoutes } from './modules/health/routes';
import { IMPORTERS } from './modules/integration/importers';
import { integrationRoutes } from './modules/integration/routes';
import { createIntegrationService } from './modules/integration/service';
import { inventoryRoutes } from './modules/inventory/routes';
import { createInventoryService } from './modules/inventory/service';
import { perimeterRoutes } from './modules/perimeter/routes';
import { createPerimeterService } from './modules/perimeter/service';
import { rightsRoutes } from './modules/rights/routes';
import { createJobStore, PROCESS_PRESENCE_NAMESPACE } from './jobs/job-store';
import { createProgressRegistry } from './jobs/progress';
import { createInProcessQueue } from './jobs/queue/in-process-queue';
import { jobsAtOnce } from './jobs/queue/job-queue';
import { measuredQueue } from './jobs/queue/measured-queue';
import { createJobFiles } from './jobs/job-files';
import { exportFolderOf, uploadFolderOf } from './temporary-folders';
import { createExportJobs } from './jobs/export-jobs';
import { createPostgresQueue } from './jobs/queue/postgres-queue';
import { createWorkerPool, type WorkerPool } from './jobs/worker-pool';
import { jobRoutes } from './modules/jobs/routes';
import { computationRoutes } from './modules/computation/routes';
import { createComputationService } from './modules/computation/service';
import { lookThroughRoutes } from './modules/lookthrough/routes';
import { createPerimeterPurger } from './modules/lookthrough/perimeter-purge';
import { dropMarksOfStoppedWrites } from './modules/lookthrough/perimeters-in-writing';
import { createLookThroughService } from './modules/lookthrough/service';
import { createParametersService, parameterRoutes } from './modules/parameters';
import { createEsgParametersService, createEsgResultsService, esgRoutes } from './modules/esg';
import { createPaiService, paiRoutes } from './modules/pai';
import { createSimulationService, simulationRoutes } from './modules/simulation';
import { archiveRoutes, createArchiveService } from './modules/archive';
import { createUserAdministrationService, userAdministrationRoutes } from './modules/users';
import { createStructureService, structureRoutes } from './modules/structure';
import { auditRoutes, createAuditService } from './modules/audit';
import {
  createLiquidityResultsService,
  createLiquidityScenarioService,
  liquidityRoutes,
} from './modules/liquidity';
import { reportingRoutes } from './modules/reporting/routes';
import { createReportingService } from './modules/reporting/service';
import { assetFileRoutes } from './modules/reporting/asset-files/routes';
import { createAssetFileService } from './modules/reporting/asset-files/service';
import { qrtChecksRoutes } from './modules/reporting/qrt-checks/routes';
import { createQrtChecksService } from './modules/reporting/qrt-checks/service';
import { qrtXbrlRoutes } from './modules/reporting/qrt-xbrl/routes';
import { createQrtXbrlService } from './modules/reporting/qrt-xbrl/service';
import { solvencyRoutes } from './modules/solvency/routes';
import { createImpactService, impactRoutes } from './modules/impact';
import { createSolvencyService } from './modules/solvency/service';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass a verifier of their own; otherwise it follows config.auth. */
  verifier?: TokenVerifier;
  /** Fastify logger options; tests pass false, or a stream to read the log. */
  logger?: FastifyServerOptions['logger'];
  /** Worker threads for long computations; one is started (and closed with the app) if absent. */
  workers?: WorkerPool;
}

const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the background work (perimeter purges) is done: a settled database. */
    settled(): Promise<void>;
  }
}

/** Builds the Fastify application; main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  installFrenchValidationMessages();
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.publicUrl.startsWith('https:'),
    // Routes that replace whole lists declare more (http/json-body.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: frenchFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  boundJsonBodies(app);
  rejectUnstorableText(app);
  redirectToPublicHost(app, config.publicUrl);
  // Outside the authenticated /api scope (which has its own), an unknown route is the same
  // French 404 of the error catalogue, not Fastify's English one.
  app.setNotFoundHandler(async () => {
    throw problem('NOT_FOUND');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, VERSION);
  // Before the routes, so that its onResponse hook times every one of them.
  const metrics = registerMetrics(app, config.metricsToken);

  const identity = await setUpIdentity(app, config, database.db);
  const verifier = deps.verifier ?? identity.verifier;
  const browserConfig: AppConfig = {
    productSlug: config.productSlug,
    toolsSlug: config.toolsSlug,
    auth: identity.browserAuth,
  };
  app.get(
    '/app-config.json',
    { schema: { hide: true, response: { 200: appConfigSchema } } },
    async () => browserConfig,
  );

  const workers = deps.workers ?? createWorkerPool();
  if (!deps.workers) app.addHook('onClose', () => workers.close());
  // On PostgreSQL this process's presence (a session lock other processes can probe): its
  // running jobs name it, so that another process tells them from interrupted ones and
  // reads their live progress (issue 21 §3, docs/scaling.md « API sans état »).
  const presence = await database.holdPresence(PROCESS_PRESENCE_NAMESPACE);
  if (presence.key !== undefined)
    app.log.info(`Présence du processus sur la base : clé ${presence.key}`);
  const jobStore = createJobStore(database.db, presence.key);
  const progress = createProgressRegistry(undefined, { store: jobStore, log: app.log });
  // Computations go through a job queue: on PostgreSQL, any process runs them (issue 21 §2).
  const unmeasuredQueue = database.threadTarget
    ? createPostgresQueue({
        database: database.threadTarget,
        store: jobStore,
        log: app.log,
        workers: jobsAtOnce(config.jobWorkers, 'postgres'),
      })
    : createInProcessQueue({
        store: jobStore,
        log: app.log,
        concurrency: jobsAtOnce(config.jobWorkers, 'pglite'),
      });
  const queue = metrics
    ? measuredQueue(
        unmeasuredQueue,
        metrics.registry,
        () => jobStore.liveJobs(),
        (error) => app.log.warn({ err: error }, 'Métriques : file de travaux illisible'),
      )
    : unmeasuredQueue;
  // Imports' and exports' files go with their jobs (through the database on PostgreSQL).
  const jobFiles = createJobFiles({ db: database.db, shared: database.kind === 'postgres' });
  // The jobs running here are put back in the queue before this process's presence goes:
  // no other process takes them for a crash's.
  app.addHook('onClose', async () => {
    await queue.stop();
    await presence.release();
  });
  // Jobs a stopped process left « running » read failed, with their reason.
  app.addHook('onReady', async () => {
    const interrupted = await jobStore.failInterrupted();
    if (interrupted) app.log.warn(`${interrupted} travail(s) interrompu(s) par l’arrêt du serveur`);
    await queue.start();
  });
  // Look-throughs replaced before a stop are purged at start, and a purge under way is
  // awaited before the database closes.
  const purger = createPerimeterPurger(database.db, app.log);
  app.addHook('onReady', async () => {
    // The embedded database belongs to this process alone (its folder's lock): a
    // perimeter still marked in writing was left by a process stopped mid-write, and its
    // rows go with this purge. (PostgreSQL computations write in one transaction.)
    if (database.kind === 'pglite') {
      const abandoned = await dropMarksOfStoppedWrites(database.db);
      if (abandoned) app.log.warn(`${abandoned} transparisation(s) interrompue(s) en écriture`);
    }
    purger.schedule();
  });
  app.addHook('onClose', () => purger.idle());
  app.decorate('settled', () => purger.idle());

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      const news = createNewsService(database.db);
      // Logos are public (an <img> carries no token): outside the authenticated scope.
      await api.register(publicLogoRoutes(news), { prefix: '/collab' });
      await api.register(async (secured) => {
        requireAuthentication(secured, {
          verifier,
          db: database.db,
          adminSubjects: config.adminSubjects,
        });
        await secured.register(rightsRoutes, { prefix: `/${config.productSlug}` });
        await secured.register(
          userAdministrationRoutes(
            createUserAdministrationService(database.db, {
              mode: config.auth.mode,
              publicUrl: config.publicUrl,
              log: app.log,
            }),
          ),
          { prefix: '/admin' },
        );
        await secured.register(
          auditRoutes(createAuditService({ db: database.db, dataDir: config.dataDir })),
          { prefix: '/admin' },
        );
        await secured.register(structureRoutes(createStructureService(database.db)), {
          prefix: '/admin',
        });
        const perimeters = createPerimeterService(database.db);
        await secured.register(perimeterRoutes(perimeters), {
          prefix: `/${config.productSlug}`,
        });
        await secured.register(inventoryRoutes(createInventoryService(database.db)), {
          prefix: '/inventory',
        });
        const computation = createComputationService({
          db: database.db,
          ...(database.threadTarget && { threadDatabase: database.threadTarget }),
          perimeters,
          workers,
          progress,
          purger,
          queue,
        });
        await secured.register(computationRoutes(computation), { prefix: '/inventory' });
        const lookThrough = createLookThroughService(database.db);
        await secured.register(lookThroughRoutes(lookThrough), { prefix: '/inventory' });
        await secured.register(jobRoutes(progress, queue), { prefix: '/jobs' });
        const solvency = createSolvencyService(database.db);
        await secured.register(solvencyRoutes(solvency), { prefix: '/solvency' });
        await secured.register(
          impactRoutes(createImpactService({ db: database.db, dataDir: config.dataDir })),
          { prefix: '/solvency' },
        );
        await secured.register(parameterRoutes(createParametersService(database.db)), {
          prefix: '/parameters',
        });
        const esgResults = createEsgResultsService(database.db);
        await secured.register(esgRoutes(createEsgParametersService(database.db), esgResults), {
          prefix: '/esg',
        });
        await secured.register(paiRoutes(createPaiService(database.db, config.dataDir)), {
          prefix: '/esg/pai',
        });
        const liquidityResults = createLiquidityResultsService(database.db);
        await secured.register(
          liquidityRoutes(createLiquidityScenarioService(database.db), liquidityResults),
          { prefix: '/risk_liquidity' },
        );
        await secured.register(
          simulationRoutes(createSimulationService(database.db), computation),
          { prefix: '/simulation' },
        );
        await secured.register(
          archiveRoutes(createArchiveService({ db: database.db, purger, dataDir: config.dataDir })),
          {
            prefix: '/archive',
          },
        );
        // Workbooks and report packages are written by whichever process takes the job.
        const exportJobs = createExportJobs({
          queue,
          files: jobFiles,
          folder: exportFolderOf(config.dataDir),
          progress,
        });
        const reporting = exportJobs.queued(
          'reporting',
          createReportingService({
            db: database.db,
            lookThrough,
            solvency,
            esg: esgResults,
            liquidity: liquidityResults,
            workers,
            dataDir: config.dataDir,
          }),
          ['lookThroughWorkbook', 'scrWorkbook', 'esgWorkbook', 'liquidityWorkbook', 'qrtWorkbook'],
        );
        await secured.register(reportingRoutes(reporting), { prefix: '/reporting' });
        // Issue 19 §4: the Actuaris and Assuretat asset files, beside the other reports.
        const assetFiles = exportJobs.queued(
          'assetFiles',
          createAssetFileService({ db: database.db, lookThrough, dataDir: config.dataDir }),
          ['actuaris', 'assuretat'],
        );
        await secured.register(assetFileRoutes(assetFiles), { prefix: '/reporting' });
        // Issue 19 §3: the QRT templates as an xBRL-CSV report package.
        const qrtXbrl = exportJobs.queued(
          'qrtXbrl',
          createQrtXbrlService({ db: database.db, lookThrough, workers, dataDir: config.dataDir }),
          ['xbrlCsvPackage'],
        );
        await secured.register(qrtXbrlRoutes(qrtXbrl), { prefix: '/reporting' });
        // Issue 36 §6: the QRT's checks as JSON, for the export panel.
        await secured.register(
          qrtChecksRoutes(createQrtChecksService({ db: database.db, lookThrough, workers })),
          { prefix: '/reporting' },
        );
        const integration = createIntegrationService({
          db: database.db,
          importers: IMPORTERS,
          log: app.log,
          queue,
          progress,
          files: jobFiles,
          copyFolder: uploadFolderOf(config.dataDir),
        });
        await secured.register(
          integrationRoutes({
            service: integration,
            dataDir: config.dataDir,
            uploadLimitBytes: config.uploadLimitBytes,
          }),
          { prefix: '/integration' },
        );
        const collabTokens = createCollabTokenService(config.collab, app.log);
        await secured.register(collabTokenRoutes(collabTokens), {
          prefix: `/${config.toolsSlug}`,
        });
        await secured.register(siteRoutes(createSiteService(database.db)), { prefix: '/collab' });
        await secured.register(newsRoutes(news), { prefix: '/news' });
        secured.setNotFoundHandler(async () => {
          throw problem('NOT_FOUND');
        });
      });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDir);
  return app;
}

/** The built web app at /; a French hint when it has not been built. */
async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  if (existsSync(`${webDir}/index.html`)) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', index: ['index.html'] });
    return;
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`L'application web n'est pas construite : lancez « npm run build -w @prisme/web ».`),
  );
}
