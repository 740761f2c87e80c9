import { z } from 'zod';

/** GET /api/config: what the web app needs to know about this server's setup. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
