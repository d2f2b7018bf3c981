import { z } from 'zod';
import { EmptyBody, endpoint, PUBLIC } from '../define';
import { LanguageField } from '../schemas/fields';

/** The v1 app config group: what a client needs to know before sign-in. */
export const appConfig = {
  get: endpoint({
    path: '/v1/api/app_config',
    access: PUBLIC,
    feature: 'platform',
    summary: 'Public configuration: languages, hosts, password policy, upload limits',
    body: EmptyBody,
    response: z.object({
      app_name: z.string(),
      version: z.string(),
      languages: z.array(LanguageField),
      default_language: LanguageField,
      hosts: z.object({ venture: z.string(), ailab: z.string(), education: z.string() }),
      registration_open: z.boolean(),
      support_email: z.string(),
      password_min_length: z.number().int(),
      headshot_max_bytes: z.number().int(),
      headshot_types: z.array(z.string()),
    }),
  }),
};
