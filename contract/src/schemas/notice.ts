import { z } from 'zod';

/**
 * A notice as it travels (docs/decisions/0065-notices-as-codes.md): its kind and parameters, which
 * a client writes in its own language with contract/src/notices.ts. Money is kopecks, dates ISO.
 */
export const noticeSchema = z.object({
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type Notice = z.infer<typeof noticeSchema>;
