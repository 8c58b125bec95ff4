import { ZErrorResponse, ZSuccess } from '@galim/shared/common/api';
import {
  ZServiceList,
  ZServiceModerationList,
  type TServiceList,
  type TServiceModerationList,
} from '@galim/shared/services/schemas';

// What the services directory's route files share: the OpenAPI tags, the error answers and
// the shape of a list answer.

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

/** Lists answer `services`/`pagination` at the top and `data.services`/`data.totalFound`. */
export const ZListResponse = ZSuccess.extend({
  services: ZServiceList.shape.services,
  pagination: ZServiceList.shape.pagination,
  data: ZServiceList,
});
export const listBody = (data: TServiceList) => ({
  success: true as const,
  services: data.services,
  pagination: data.pagination,
  data,
});

/** The admin list: the list answer, with the kind's price medians beside it. */
export const ZModerationListResponse = ZListResponse.extend({
  priceMedians: ZServiceModerationList.shape.priceMedians,
  data: ZServiceModerationList,
});
export const moderationListBody = (data: TServiceModerationList) => ({
  success: true as const,
  services: data.services,
  pagination: data.pagination,
  priceMedians: data.priceMedians,
  data,
});
