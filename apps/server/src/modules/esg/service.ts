import { esgScaleMax } from './esg-scale';
import {
  DEFAULT_ESG_SECTOR,
  DEFAULT_PILLAR_WEIGHTS,
  defaultThemeWeights,
  ESG_PILLARS,
  noteExceptionCic,
  noteExceptionProblems,
  normaliseNoteExceptionCode,
  pillarProblems,
  themeProblems,
  type EsgNoteException,
  type EsgNoteExceptionsRequest,
  type EsgPillar,
  type EsgPillarWeight,
  type EsgPillarsRequest,
  type EsgProblem,
  type EsgSector,
  type EsgThemeWeight,
  type EsgThemesRequest,
} from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { refusedSave } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import { lockForSave } from '../parameters/repository';
import { resolveRole } from '../parameters/role';
import {
  findNoteExceptions,
  findPillarWeights,
  findSectors,
  findThemeWeights,
  replaceNoteExceptions,
  replaceThemeWeights,
  upsertPillarWeights,
  type NoteExceptionRow,
  type ThemeWeightRow,
} from './repository';

/**
 * ESG parameters (spec §3 "ESG entities", §4 "ESG parameters", §7 "ESG and risk"): the
 * sectors the theme weights may name, a user's pillar weights, a user's theme weights for
 * a client, a client's forced ratings. Reads answer the defaults where nothing is saved;
 * every save is checked whole by the domain's rules (the page's own), then written in one
 * transaction with its audit row.
 */
export interface EsgParametersService {
  sectors(): Promise<EsgSector[]>;
  pillars(access: UserAccess): Promise<EsgPillarWeight[]>;
  savePillars(access: UserAccess, request: EsgPillarsRequest): Promise<EsgPillarWeight[]>;
  themes(access: UserAccess, roleName: string | undefined): Promise<EsgThemeWeight[]>;
  saveThemes(access: UserAccess, request: EsgThemesRequest): Promise<EsgThemeWeight[]>;
  noteExceptions(access: UserAccess, rolename: string | undefined): Promise<EsgNoteException[]>;
  saveNoteExceptions(
    access: UserAccess,
    request: EsgNoteExceptionsRequest,
  ): Promise<EsgNoteException[]>;
}

/** Spec §3: the default entry comes first. */
const DEFAULT_SECTOR: EsgSector = {
  codificationType: DEFAULT_ESG_SECTOR,
  codificationID: DEFAULT_ESG_SECTOR,
  libelleFR: 'Par défaut',
  libelleEN: 'Default',
};

/** The pillar weights are the user's, whatever the client: audited under this role key. */
const ALL_CLIENTS = '*';

const pillarList = (weights: Record<EsgPillar, number>): EsgPillarWeight[] =>
  ESG_PILLARS.map((pilierID) => ({ pilierID, ratios: weights[pilierID] }));

const defaultThemes = defaultThemeWeights;

const themeOf = (row: ThemeWeightRow): EsgThemeWeight => ({
  pilierID: row.pillar as EsgPillar,
  themeID: row.themeId,
  codificationID: row.sectorCode,
  ratios: row.ratio,
});

const noteExceptionOf = (row: NoteExceptionRow): EsgNoteException => ({
  rolename: row.roleCode,
  code: row.code,
  denomination: row.denomination,
  cic: noteExceptionCic(row.codeCic),
  note: row.note,
  letter: row.letter as EsgNoteException['letter'],
  noteE: row.pillarE,
  noteS: row.pillarS,
  noteG: row.pillarG,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** 400 with every problem, the first few in the message, nothing written. */
const refuse = (what: string, problems: readonly EsgProblem[]): never => {
  throw refusedSave(
    `${what} non enregistré(e)s`,
    problems.map((p) => ({ path: `body.${p.path}`, message: p.message })),
  );
};

export function createEsgParametersService(db: Database): EsgParametersService {
  return {
    async sectors() {
      const rows = await findSectors(db);
      return [
        DEFAULT_SECTOR,
        ...rows.map((r) => ({
          codificationType: r.codificationType,
          codificationID: r.codificationId,
          libelleFR: r.labelFr,
          libelleEN: r.labelEn,
        })),
      ];
    },

    async pillars(access) {
      return pillarList((await findPillarWeights(db, access.userId)) ?? DEFAULT_PILLAR_WEIGHTS);
    },

    async savePillars(access, request) {
      const problems = pillarProblems(request.piliers);
      if (problems.length) refuse('Poids des piliers', problems);
      const next = Object.fromEntries(request.piliers.map((p) => [p.pilierID, p.ratios])) as Record<
        EsgPillar,
        number
      >;
      return db.transaction(async (tx) => {
        await lockForSave(tx, `esg-pillars:${access.userId}`);
        const old = (await findPillarWeights(tx, access.userId)) ?? DEFAULT_PILLAR_WEIGHTS;
        await upsertPillarWeights(tx, access.userId, next);
        await recordChange(tx, {
          access,
          roleCode: ALL_CLIENTS,
          group: 'esgPillars',
          oldValues: pillarList(old),
          newValues: pillarList(next),
        });
        return pillarList(next);
      });
    },

    async themes(access, roleName) {
      const roleCode = await resolveRole(db, access, roleName);
      const rows = await findThemeWeights(db, roleCode, access.userId);
      return rows.length ? rows.map(themeOf) : defaultThemes();
    },

    async saveThemes(access, request) {
      const roleCode = await resolveRole(db, access, request.roleName);
      const known = new Set((await findSectors(db)).map((s) => s.codificationId));
      const problems = themeProblems(request.themes, (code) => known.has(code));
      if (problems.length) refuse('Poids des thèmes', problems);
      return db.transaction(async (tx) => {
        await lockForSave(tx, `esg-themes:${roleCode}:${access.userId}`);
        const before = await findThemeWeights(tx, roleCode, access.userId);
        await replaceThemeWeights(
          tx,
          roleCode,
          access.userId,
          request.themes.map((t) => ({
            roleCode,
            userId: access.userId,
            sectorCode: t.codificationID,
            themeId: t.themeID,
            pillar: t.pilierID,
            ratio: t.ratios,
          })),
        );
        const after = await findThemeWeights(tx, roleCode, access.userId);
        await recordChange(tx, {
          access,
          roleCode,
          group: 'esgThemes',
          oldValues: before.length ? before.map(themeOf) : defaultThemes(),
          newValues: after.map(themeOf),
        });
        return after.map(themeOf);
      });
    },

    async noteExceptions(access, rolename) {
      const roleCode = await resolveRole(db, access, rolename);
      return (await findNoteExceptions(db, roleCode)).map(noteExceptionOf);
    },

    async saveNoteExceptions(access, request) {
      const roleCode = await resolveRole(db, access, request.rolename);
      const entries = request.noteExceptions.map((e) => ({
        ...e,
        code: normaliseNoteExceptionCode(e.code),
        denomination: e.denomination.trim(),
        codeCIC: e.codeCIC.trim().toUpperCase() || '*',
      }));
      const problems = noteExceptionProblems(entries, roleCode, esgScaleMax());
      if (problems.length) refuse('Notations forcées', problems);
      return db.transaction(async (tx) => {
        await lockForSave(tx, `esg-notes:${roleCode}`);
        const before = await findNoteExceptions(tx, roleCode);
        await replaceNoteExceptions(
          tx,
          roleCode,
          entries.map((e, position) => ({
            roleCode,
            code: e.code,
            position,
            denomination: e.denomination,
            codeCic: e.codeCIC,
            note: e.note ?? null,
            letter: e.letter ?? null,
            pillarE: e.noteE ?? null,
            pillarS: e.noteS ?? null,
            pillarG: e.noteG ?? null,
            validFrom: e.validFrom ?? null,
            validTo: e.validTo ?? null,
          })),
        );
        const after = await findNoteExceptions(tx, roleCode);
        await recordChange(tx, {
          access,
          roleCode,
          group: 'esgNoteExceptions',
          oldValues: before.map(noteExceptionOf),
          newValues: after.map(noteExceptionOf),
        });
        return after.map(noteExceptionOf);
      });
    },
  };
}
