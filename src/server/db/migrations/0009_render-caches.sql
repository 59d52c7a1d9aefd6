CREATE TABLE "cv_renders" (
	"cv_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"render_key" text NOT NULL,
	"body" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_renders_cv_id_kind_pk" PRIMARY KEY("cv_id","kind")
);
--> statement-breakpoint
CREATE TABLE "preview_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_photos" ADD COLUMN "digest" text;--> statement-breakpoint
ALTER TABLE "cv_renders" ADD CONSTRAINT "cv_renders_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_photos_created_at_idx" ON "preview_photos" USING btree ("created_at");