import { MEMBER_ENDPOINTS, memberAnswerSchema, type Right } from '@prisme/domain';
import { apiRequest, productPath } from './client';

/** GET /api/{product}/admin?userID=… → boolean (spec §7, Rights). */
export function fetchIsAdmin(): Promise<boolean> {
  return apiRequest(productPath('admin'), { withUserId: true, schema: memberAnswerSchema });
}

/** GET /api/{product}/{right}-member?userID=… → boolean. */
export function fetchMemberFlag(right: Right): Promise<boolean> {
  return apiRequest(productPath(MEMBER_ENDPOINTS[right]), {
    withUserId: true,
    schema: memberAnswerSchema,
  });
}
