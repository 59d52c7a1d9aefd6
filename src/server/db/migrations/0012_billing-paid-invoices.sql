ALTER TABLE "billing_customers" ADD COLUMN "credit_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_paid_invoice_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_paid_plan" text;