CREATE TABLE "demo_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_secret" text NOT NULL,
	"payment_method_id" text,
	"card_last4" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_setup_intents_payment_method_id_unique" UNIQUE("payment_method_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_setup_intents" ADD CONSTRAINT "demo_setup_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_setup_intents_user_idx" ON "demo_setup_intents" USING btree ("user_id","created_at");