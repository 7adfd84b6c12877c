CREATE TABLE "ship_names" (
	"ship_id" varchar(120) NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"operator" varchar(100) NOT NULL,
	"name_key" varchar(200) NOT NULL,
	"operator_key" varchar(200) NOT NULL,
	"from_year" smallint,
	"to_year" smallint,
	CONSTRAINT "ship_names_ship_id_position_pk" PRIMARY KEY("ship_id","position")
);
--> statement-breakpoint
DROP INDEX "ships_operator_key_name_key_key";--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "status" varchar(20) DEFAULT 'in_service' NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "status_year" smallint;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "kind" varchar(20) DEFAULT 'ocean' NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "imo" integer;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "former_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_names" ADD CONSTRAINT "ship_names_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ship_names_operator_name_idx" ON "ship_names" USING btree ("operator_key","name_key");--> statement-breakpoint
CREATE INDEX "ships_order_idx" ON "ships" USING btree ("operator_key","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ships_imo_key" ON "ships" USING btree ("imo");--> statement-breakpoint
CREATE UNIQUE INDEX "ships_operator_key_name_key_key" ON "ships" USING btree ("operator_key","name_key") WHERE "ships"."status" <> 'retired';--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_status_known" CHECK ("ships"."status" in ('in_service', 'retired', 'on_order'));--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_kind_known" CHECK ("ships"."kind" in ('ocean', 'river', 'expedition'));--> statement-breakpoint
-- Ships stored before this migration (imports) have one name: their current one.
INSERT INTO "ship_names" ("ship_id", "position", "name", "operator", "name_key", "operator_key", "from_year", "to_year")
SELECT "id", 0, "ship_name", "operator", "name_key", "operator_key", NULL, NULL FROM "ships";
