CREATE TABLE "proof_of_work_redemptions" (
	"signature" varchar(256) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proof_of_work_redemptions_expires_at_idx" ON "proof_of_work_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_recovery_user_id_idx" ON "session" USING btree (("sess" -> 'recovery' ->> 'userId')) WHERE "session"."sess" ? 'recovery';