CREATE TABLE "upload_allowances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "upload_allowances" ADD CONSTRAINT "upload_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;