import { savedPerimeterSchema, type SavedPerimeter } from '@prisme/domain';
import type { PerimeterRequestBody } from '../lib/perimeter-request';
import { apiRequest, currentUserId, productPath } from './client';

/** GET /api/{product}/perimeter?userID=… → the user's saved perimeter, or null. */
export function getSavedPerimeter(): Promise<SavedPerimeter | null> {
  return apiRequest(productPath('perimeter'), {
    withUserId: true,
    schema: savedPerimeterSchema.nullable(),
  });
}

/**
 * PUT /api/{product}/perimeter with the perimeter request of spec §3 (userID in the
 * body): the perimeter bar's autosave, and spec §4 Transparisation step 1 (the
 * perimeter is saved before it is computed).
 */
export function putSavedPerimeter(perimeter: PerimeterRequestBody): Promise<SavedPerimeter> {
  return apiRequest(productPath('perimeter'), {
    method: 'PUT',
    body: { ...perimeter, userID: currentUserId() },
    schema: savedPerimeterSchema,
  });
}
