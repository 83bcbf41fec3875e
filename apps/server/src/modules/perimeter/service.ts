import type { PerimeterRequest, SavedPerimeter } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { checkPerimeter, perimeterOfRequest } from './check-perimeter';
import { findSavedPerimeter, upsertSavedPerimeter } from './repository';

/**
 * The perimeter each user last chose (spec §3, §4): saved on every change, read back at
 * start-up where the web app checks it is still valid. Saving one that names another
 * client's portfolios is refused.
 */
export interface PerimeterService {
  get(access: UserAccess): Promise<SavedPerimeter | null>;
  save(access: UserAccess, request: PerimeterRequest): Promise<SavedPerimeter>;
  /** The perimeter a request would save, checked as in saving, but not saved. */
  checked(access: UserAccess, request: PerimeterRequest): Promise<SavedPerimeter>;
}

export function createPerimeterService(db: Database): PerimeterService {
  const checked: PerimeterService['checked'] = async (access, request) => {
    const perimeter = perimeterOfRequest(request);
    await checkPerimeter(db, access, perimeter);
    return perimeter;
  };
  return {
    get: (access) => findSavedPerimeter(db, access.userId),

    checked,

    async save(access, request) {
      const perimeter = await checked(access, request);
      await upsertSavedPerimeter(db, access.userId, perimeter);
      return perimeter;
    },
  };
}
