CREATE TABLE "auth_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"action" varchar(30) NOT NULL,
	"subject" varchar(320) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_action_subject_created_at_idx" ON "auth_attempts" USING btree ("action","subject","created_at");