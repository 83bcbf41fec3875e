import { savedPerimeterSchema, type PerimeterRequest, type SavedPerimeter } from '@prisme/domain';
import { apiRequest, currentUserId, productPath } from '../../../api/client';

/** GET /api/{product}/perimeter?userID=… → the user's saved perimeter, or null. */
export function getSavedPerimeter(): Promise<SavedPerimeter | null> {
  return apiRequest(productPath('perimeter'), {
    withUserId: true,
    schema: savedPerimeterSchema.nullable(),
  });
}

/** PUT /api/{product}/perimeter with the perimeter request of spec §3 (userID in the body). */
export function putSavedPerimeter(
  perimeter: Omit<PerimeterRequest, 'userID'>,
): Promise<SavedPerimeter> {
  return apiRequest(productPath('perimeter'), {
    method: 'PUT',
    body: { ...perimeter, userID: currentUserId() },
    schema: savedPerimeterSchema,
  });
}
