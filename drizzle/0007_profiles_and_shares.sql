CREATE TABLE "cruise_shares" (
	"cruise_id" uuid PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"include_photos" boolean DEFAULT false NOT NULL,
	"include_journal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" varchar(16) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "cruise_shares" ADD CONSTRAINT "cruise_shares_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cruise_shares_token_key" ON "cruise_shares" USING btree ("token");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_visibility_check" CHECK ("users"."profile_visibility" in ('public', 'private'));