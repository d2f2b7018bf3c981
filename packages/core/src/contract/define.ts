import { z } from 'zod';
import type { Domain } from './domains';

/** Who may call an endpoint. Object-level rules are enforced on top by the server. */
export type Access =
  | { kind: 'public' }
  | { kind: 'member' }
  | { kind: 'roles'; roles: readonly number[]; apiTokenScope?: string };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const MEMBER = { kind: 'member' } as const satisfies Access;
/** Access for holders of any of the given role numbers. */
export function roles(...list: number[]): { kind: 'roles'; roles: readonly number[] } {
  return { kind: 'roles', roles: list };
}

export type HttpMethod = 'POST' | 'PUT';

/** How the request body travels: JSON (default) or multipart form data with a file. */
export type BodyKind = 'json' | 'multipart';

/** One endpoint of the contract. `A` keeps its access rule's kind, so a handler knows whether it has a caller. */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  access: A;
  summary: string;
  /** The domain that owns the endpoint; named in 501 answers until it lands. */
  feature: Domain;
  /** `pending` endpoints answer 501 NOT_IMPLEMENTED until their feature lands. */
  status: 'implemented' | 'pending';
  bodyKind: BodyKind;
  body: Body;
  response: Res;
  /** May be called by a signed-in user who still has to change a default password. */
  allowDuringPasswordChange: boolean;
}

interface EndpointInput<Body extends z.ZodType, Res extends z.ZodType, A extends Access> {
  method?: HttpMethod;
  path: string;
  access: A;
  summary: string;
  feature: Domain;
  body: Body;
  response: Res;
  bodyKind?: BodyKind;
  allowDuringPasswordChange?: boolean;
}

/** Declares an implemented endpoint with its real request and response schemas. */
export function endpoint<Body extends z.ZodType, Res extends z.ZodType, A extends Access>(
  input: EndpointInput<Body, Res, A>,
): Endpoint<Body, Res, A> {
  return {
    method: input.method ?? 'POST',
    bodyKind: input.bodyKind ?? 'json',
    allowDuringPasswordChange: input.allowDuringPasswordChange ?? false,
    status: 'implemented',
    path: input.path,
    access: input.access,
    summary: input.summary,
    feature: input.feature,
    body: input.body,
    response: input.response,
  };
}

/** Body and response of an endpoint whose feature has not landed: any JSON object. */
export const PendingBody = z.record(z.string(), z.unknown());
export const PendingResponse = z.unknown();

/**
 * Declares an endpoint whose schemas belong to a feature still to come.
 * Method, path and access are final; the server answers 501 naming `feature`.
 */
export function pending(
  feature: Domain,
  path: string,
  access: Access,
  summary: string,
  method: HttpMethod = 'POST',
): Endpoint<typeof PendingBody, typeof PendingResponse> {
  return {
    method,
    path,
    access,
    summary,
    feature,
    status: 'pending',
    bodyKind: 'json',
    allowDuringPasswordChange: false,
    body: PendingBody,
    response: PendingResponse,
  };
}

/** An empty request body: `{}` (or no body at all) and nothing else. */
export const EmptyBody = z.strictObject({});
