-- Reports and the history of moderation decisions (docs/decisions/0063-reports-and-moderation-history.md).
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_owner_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"affected_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"rule" text,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"decided_by" integer,
	"report_id" integer,
	"appeal_of" integer,
	"appeal_status" text,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_due_at" timestamp with time zone,
	"appeal_decided_by" integer,
	"appeal_decided_at" timestamp with time zone,
	"appeal_reason" text
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_owner_id_users_id_fk" FOREIGN KEY ("target_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_affected_user_id_users_id_fk" FOREIGN KEY ("affected_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_appeal_decided_by_users_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_key" ON "reports" USING btree ("reporter_id","target_kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","due_at","id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_user_idx" ON "moderation_decisions" USING btree ("affected_user_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_subject_idx" ON "moderation_decisions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_appeals_idx" ON "moderation_decisions" USING btree ("appeal_status","appeal_due_at","id");--> statement-breakpoint
-- The blocks and suspensions in force keep their one reason: they start the history.
INSERT INTO "moderation_decisions" ("subject_kind", "subject_id", "subject_label", "affected_user_id", "action", "reason", "starts_at")
SELECT 'offer', "id", "name", "user_id", 'offer_blocked', coalesce("blocked_reason", ''), "blocked_at"
FROM "offers" WHERE "blocked_at" IS NOT NULL AND "deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "moderation_decisions" ("subject_kind", "subject_id", "subject_label", "affected_user_id", "action", "reason", "starts_at")
SELECT 'user', "id", "name", "id", 'user_suspended', coalesce("suspension_reason", ''), "suspended_at"
FROM "users" WHERE "suspended_at" IS NOT NULL AND "deleted_at" IS NULL;
