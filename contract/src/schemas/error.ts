import { z } from 'zod';

/** The one error body every 4xx/5xx carries (docs/ARCHITECTURE.md#errors). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Which refusal, where the client acts on it (e.g. `emailNotVerified`: offer to resend the link). */
  code: z.string().optional(),
  /** `stepUpRequired` and `mfaRequired` answers: the ways the caller can prove it is them (ADR 0053). */
  methods: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
