-- Ship directory search (issue #4). pg_trgm serves "search_text like '%term%'"; it is a trusted
-- extension (PostgreSQL 13+), so the database owner may create it, and every PGlite loads it.
-- The new NOT NULL columns have no default: the ships table was empty until this migration
-- (nothing wrote to it before the catalogue loader).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" varchar(1000) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ships_operator_ship_name_key";--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "source" varchar(20) DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "operator_key" varchar(200) NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "name_key" varchar(200) NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "search_text" varchar(1000) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ships_operator_key_name_key_key" ON "ships" USING btree ("operator_key","name_key");--> statement-breakpoint
CREATE INDEX "ships_search_text_trgm_idx" ON "ships" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_names_present" CHECK (btrim("ships"."ship_name") <> '' and btrim("ships"."operator") <> '');--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_source_known" CHECK ("ships"."source" in ('catalogue', 'import'));