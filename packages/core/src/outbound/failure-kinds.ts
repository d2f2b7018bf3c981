/**
 * Why a call to an outside service (a feed, GitHub, a language model, an SMTP relay) failed. One closed
 * set for every client on the server's outbound module; features map it to their own wire kinds.
 * - `refused_address`: the target resolves to an address the platform does not call (loopback, private,
 *   link-local, …); never distinguishes a closed port from an open one.
 * - `refused_url`: not http(s), or credentials in the URL.
 * - `unreachable`: DNS failed, the connection was refused or reset.
 * - `timeout`: no complete answer within the time limit.
 * - `too_large`: the answer is larger than the size cap.
 * - `redirect_loop`: more redirects than allowed, or one back to an address already visited.
 * - `http_status`: the service answered with a status the caller does not accept (see `status`).
 * - `bad_content`: the answer arrived but is not what the service promises (bad JSON, missing fields).
 */
export const OUTBOUND_FAILURE_KINDS = [
  'refused_address',
  'refused_url',
  'unreachable',
  'timeout',
  'too_large',
  'redirect_loop',
  'http_status',
  'bad_content',
] as const;

export type OutboundFailureKind = (typeof OUTBOUND_FAILURE_KINDS)[number];

/** One failed outbound call. `message` is for logs and administrators; it never echoes a private address. */
export interface OutboundFailure {
  kind: OutboundFailureKind;
  message: string;
  /** The HTTP status, for `http_status`. */
  status?: number;
  /** How long the service asked us to wait (`Retry-After`, or a rate-limit reset), in seconds. */
  retryAfterSeconds?: number;
  /** The start of the error body, for `http_status` (some services explain themselves there). */
  detail?: string;
}
