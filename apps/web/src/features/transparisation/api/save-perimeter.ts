import { savedPerimeterSchema, type SavedPerimeter } from '@prisme/domain';
import { apiRequest, currentUserId, productPath } from '../../../api/client';
import type { PerimeterRequestBody } from './perimeter-request';

/**
 * PUT /api/{product}/perimeter: spec §4 Transparisation step 1, the perimeter is saved
 * before it is computed. The perimeter feature has the same call for its autosave, but
 * features do not import one another; both could share one in src/api/.
 */
export function savePerimeter(request: PerimeterRequestBody): Promise<SavedPerimeter> {
  return apiRequest(productPath('perimeter'), {
    method: 'PUT',
    body: { ...request, userID: currentUserId() },
    schema: savedPerimeterSchema,
  });
}
