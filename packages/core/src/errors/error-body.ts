import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** One failing field of a request body: its dotted path and a translated message. */
export const FieldIssueSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** The single error body shape every failing response carries. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.array(FieldIssueSchema).optional(),
    feature: z.string().optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** On a 403 from an endpoint's access rule: the role numbers of which the caller needs one (from the contract). */
    requiredRoles: z.array(z.number().int()).optional(),
    /** The request's id (also in the `x-request-id` header and the server's log lines), for a support request. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
