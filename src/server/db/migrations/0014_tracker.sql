CREATE TABLE "tracked_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"workload_kind" text,
	"workload_percent" integer,
	"ad_url" text DEFAULT '' NOT NULL,
	"ad_text" text DEFAULT '' NOT NULL,
	"channel" text,
	"sent_on" date,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"orp_assigned" boolean DEFAULT false NOT NULL,
	"interview_at" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	"cv_id" uuid,
	"letter_id" uuid,
	"dossier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"monthly_target" integer,
	"follow_up_days" integer DEFAULT 10 NOT NULL,
	"follow_up_reminders" boolean DEFAULT true NOT NULL,
	"interview_reminders" boolean DEFAULT true NOT NULL,
	"monthly_reminder" boolean DEFAULT false NOT NULL,
	"proof_name" text DEFAULT '' NOT NULL,
	"proof_address" text DEFAULT '' NOT NULL,
	"proof_person_number" text DEFAULT '' NOT NULL,
	"proof_language" text DEFAULT 'fr' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_dossier_id_applications_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_reminders" ADD CONSTRAINT "tracker_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_reminders" ADD CONSTRAINT "tracker_reminders_application_id_tracked_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tracked_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_settings" ADD CONSTRAINT "tracker_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_applications_user_sent_idx" ON "tracked_applications" USING btree ("user_id","sent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_applications_dossier_unique" ON "tracked_applications" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "tracked_applications_follow_up_idx" ON "tracked_applications" USING btree ("status","sent_on") WHERE "tracked_applications"."followed_up_at" is null;--> statement-breakpoint
CREATE INDEX "tracked_applications_interview_idx" ON "tracked_applications" USING btree ("interview_at") WHERE "tracked_applications"."interview_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_reminders_key_unique" ON "tracker_reminders" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tracker_reminders_user_idx" ON "tracker_reminders" USING btree ("user_id");