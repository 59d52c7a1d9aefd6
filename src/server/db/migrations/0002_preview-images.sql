CREATE TABLE "preview_images" (
	"key" text PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "preview_images_created_at_idx" ON "preview_images" USING btree ("created_at");