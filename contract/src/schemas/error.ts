import { z } from 'zod';

/** The one error body every 4xx/5xx carries (docs/ARCHITECTURE.md#errors). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /**
   * Which refusal (a key of contract/src/messages.ts, ADR 0064): the server sends it with every error
   * and clients compare it, never `message`, which is in the request's language. Optional here for
   * answers written before it (and the web's test doubles).
   */
  code: z.string().optional(),
  /** `stepUpRequired` and `mfaRequired` answers: the ways the caller can prove it is them (ADR 0053). */
  methods: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
