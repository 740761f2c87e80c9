-- Disputes with deadlines (docs/decisions/0061-disputes-with-deadlines.md): the seller's answer
-- deadline and answer, the rule a decision names, and every decision in dispute_decisions.
ALTER TABLE "disputes" ADD COLUMN "seller_answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "seller_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "rule" text;--> statement-breakpoint
CREATE TABLE "dispute_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"buyer_kopecks" bigint NOT NULL,
	"rule" text,
	"reason" text NOT NULL,
	"decided_by" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_decisions_outcome" CHECK ("dispute_decisions"."outcome" IN ('refund','release','split'))
);
--> statement-breakpoint
ALTER TABLE "dispute_decisions" ADD CONSTRAINT "dispute_decisions_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_decisions" ADD CONSTRAINT "dispute_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_decisions_dispute_idx" ON "dispute_decisions" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "dispute_decisions_decided_idx" ON "dispute_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "disputes_answer_due_idx" ON "disputes" USING btree ("seller_answer_by","id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
-- Disputes already decided keep their decision, without a rule (none was named then).
INSERT INTO "dispute_decisions" ("dispute_id", "outcome", "buyer_kopecks", "rule", "reason", "decided_by", "opened_at", "decided_at")
SELECT "id", "outcome", coalesce("buyer_kopecks", 0), NULL, coalesce("resolution", ''), "resolved_by", "created_at", "resolved_at"
  FROM "disputes" WHERE "status" = 'resolved' AND "outcome" IS NOT NULL AND "resolved_at" IS NOT NULL;--> statement-breakpoint
-- Open disputes: a seller who already wrote has answered; one who has not gets a day from now.
UPDATE "disputes" d SET "seller_answered_at" = (
  SELECT min(m."created_at") FROM "dispute_messages" m JOIN "orders" o ON o."id" = d."order_id"
   WHERE m."dispute_id" = d."id" AND m."author_id" = o."seller_id")
 WHERE d."status" = 'open';--> statement-breakpoint
UPDATE "disputes" SET "seller_answer_by" = now() + interval '24 hours'
 WHERE "status" = 'open' AND "seller_answered_at" IS NULL;
