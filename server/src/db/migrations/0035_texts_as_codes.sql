-- Notices as codes (docs/decisions/0065-notices-as-codes.md): a notification is stored as its kind
-- and parameters, an order chat's system line as `system` (kind and parameters), and both are
-- written in the reader's language when read. Rows stored before keep their text (it cannot be
-- turned back into parameters) and have no kind; new rows keep title and content empty.
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "system" jsonb;
