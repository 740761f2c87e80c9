ALTER TABLE "chats" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
UPDATE "chats" AS c SET "last_message_id" = m.last FROM (
  SELECT "chat_id", max("id") AS last FROM "messages" GROUP BY "chat_id"
) AS m WHERE m."chat_id" = c."id";
