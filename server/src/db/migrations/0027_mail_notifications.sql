-- Notifications by e-mail (docs/decisions/0056-notification-mail.md): per-user e-mail choices,
-- the chat digest's marks, and a key that keeps one notification from being mailed twice.
CREATE TABLE "chat_digest_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mailed_through_message_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_email_choices" (
	"user_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_choices_user_id_event_type_pk" PRIMARY KEY("user_id","event_type")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "chat_digest_marks" ADD CONSTRAINT "chat_digest_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_choices" ADD CONSTRAINT "notification_email_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_key" ON "mail_messages" USING btree ("dedupe_key");