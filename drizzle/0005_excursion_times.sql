ALTER TABLE "excursions" ADD COLUMN "end_time" varchar(20);--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;