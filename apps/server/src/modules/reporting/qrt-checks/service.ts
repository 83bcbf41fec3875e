import type { QrtChecks } from '@prisme/domain';
import type { UserAccess } from '../../../auth/user-access';
import {
  askedPerimeter,
  writePerimeterQrt,
  type QrtDeps,
  type QrtOptions,
} from '../qrt/qrt-service';

/**
 * The QRT's findings without its file (issue 36 §6): the same report as the workbook and
 * the package (`writePerimeterQrt`, same options, built and checked in a worker thread),
 * of the caller's latest computed perimeter or the one asked for.
 */
export interface QrtChecksService {
  qrtChecks(
    access: UserAccess,
    perimeterId: string | undefined,
    options: QrtOptions,
  ): Promise<QrtChecks>;
}

export function createQrtChecksService(deps: QrtDeps): QrtChecksService {
  return {
    async qrtChecks(access, perimeterId, options) {
      const perimeter = await askedPerimeter(deps.lookThrough, access, perimeterId);
      const outcome = await writePerimeterQrt(deps, perimeter, options, { format: 'checks' });
      return outcome.checks!;
    },
  };
}
