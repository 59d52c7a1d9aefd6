ALTER TABLE "cv_versions" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "cv_versions" ADD COLUMN "subject" text;