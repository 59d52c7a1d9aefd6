CREATE TABLE "attachment_scan_levels" (
	"attachment_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"setting" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "attachment_scan_levels_attachment_id_level_pk" PRIMARY KEY("attachment_id","level")
);
--> statement-breakpoint
ALTER TABLE "attachment_scan_levels" ADD CONSTRAINT "attachment_scan_levels_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;