CREATE TABLE "known_sign_in_sources" (
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_sources_account_kind_value_pk" PRIMARY KEY("account","kind","value")
);
--> statement-breakpoint
CREATE TABLE "sign_in_backoff" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester_device" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester_ip" text;