ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "whatsapp" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sms_text" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_via" text;