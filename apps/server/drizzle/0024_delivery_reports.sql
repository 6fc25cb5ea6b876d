CREATE TABLE "early_delivery_reports" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_provider_message_uq";--> statement-breakpoint
CREATE INDEX "mail_outbox_provider_message_idx" ON "mail_outbox" USING btree ("provider_message_id");