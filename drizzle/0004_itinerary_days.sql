ALTER TABLE "itinerary_items" ADD COLUMN "kind" varchar(10) DEFAULT 'port' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "port_call" varchar(10);--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "all_aboard_time" varchar(20);--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_kind_known" CHECK ("itinerary_items"."kind" in ('port', 'sea', 'scenic'));--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_port_call_known" CHECK ("itinerary_items"."port_call" is null or "itinerary_items"."port_call" in ('docked', 'tendered'));