CREATE TABLE "letter_renders" (
	"letter_id" uuid NOT NULL,
	"use" text NOT NULL,
	"render_key" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_renders_letter_id_use_pk" PRIMARY KEY("letter_id","use")
);
--> statement-breakpoint
ALTER TABLE "letter_renders" ADD CONSTRAINT "letter_renders_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;