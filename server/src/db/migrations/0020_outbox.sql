CREATE TABLE "outbox_deliveries" (
	"event_id" bigint NOT NULL,
	"processor" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_deliveries_event_id_processor_pk" PRIMARY KEY("event_id","processor")
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("available_at","id") WHERE "outbox_events"."processed_at" IS NULL AND "outbox_events"."failed_at" IS NULL;--> statement-breakpoint
-- Every process's outbox dispatcher wakes when events commit (server/src/events/outbox.ts); the
-- NOTIFY is delivered at commit, so a rolled-back action wakes nobody.
CREATE FUNCTION "outbox_events_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "outbox_events_announce" AFTER INSERT ON "outbox_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "outbox_events_announce"();
