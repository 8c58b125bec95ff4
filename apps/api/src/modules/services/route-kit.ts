import { ZErrorResponse } from '@galim/shared/common/api';
import type { TServiceList, TServiceModerationList } from '@galim/shared/services/schemas';

// What the services directory's route files share: the OpenAPI tags, the error answers and
// a list answer's body.

export const tags = ['services'];
export { security } from '../../lib/route-schemas';
export const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
export const uploadErrors = {
  ...errors,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
};

/** A list's answer (`ZServiceListResponse`): the list at the top and under `data`. */
export const listBody = (data: TServiceList) => ({
  success: true as const,
  services: data.services,
  pagination: data.pagination,
  data,
});

/** The admin list's answer (`ZServiceModerationListResponse`): with the kinds' price medians. */
export const moderationListBody = (data: TServiceModerationList) => ({
  ...listBody(data),
  priceMedians: data.priceMedians,
  data,
});
