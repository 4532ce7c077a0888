import { ROUTES, type RouteId } from '@aiapp/contracts';
import type { z } from 'zod';
import { callRoute, type CallOptions } from './apiCall';

export { ApiError, type ApiErrorKind, type CallOptions } from './apiCall';

type Routes = typeof ROUTES;

/** Routes that take a JSON body. */
export type PostRouteId = {
  [K in RouteId]: Routes[K]['method'] extends 'POST' ? K : never;
}[RouteId];

/** Routes read without a body. */
export type GetRouteId = Exclude<RouteId, PostRouteId>;

type RequestSchema<K extends PostRouteId> = NonNullable<Routes[K]['request']>;

/** What the caller sends: the schema's input, so defaulted fields may be left out. */
export type ApiRequest<K extends PostRouteId> = z.input<RequestSchema<K>>;
export type ApiResponse<K extends RouteId> = z.output<Routes[K]['response']>;

export function postJson<K extends PostRouteId>(
  routeId: K,
  body: ApiRequest<K>,
  options: CallOptions = {},
): Promise<ApiResponse<K>> {
  return callRoute(ROUTES[routeId], body, options) as Promise<ApiResponse<K>>;
}

export function getJson<K extends GetRouteId>(routeId: K, options: CallOptions = {}): Promise<ApiResponse<K>> {
  return callRoute(ROUTES[routeId], undefined, options) as Promise<ApiResponse<K>>;
}
