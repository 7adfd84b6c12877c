CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checklist_id" uuid NOT NULL,
	"text" varchar(500) NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_name" varchar(200),
	"cruise_line" varchar(100) NOT NULL,
	"ship_name" varchar(100) NOT NULL,
	"sail_date" date NOT NULL,
	"return_date" date NOT NULL,
	"primary_destination" varchar(100) NOT NULL,
	"reservation_number" varchar(50),
	"cabin_number" varchar(20),
	"number_of_guests" integer,
	"cabin_category" varchar(50),
	"departure_port" varchar(200),
	"booking_date" date,
	"total_cost" numeric(10, 2),
	"travel_agent" varchar(100),
	"is_completed" boolean DEFAULT false NOT NULL,
	"cover_photo_url" varchar(2048),
	"overall_rating" integer,
	"ship_rating" integer,
	"cabin_rating" integer,
	"dining_rating" integer,
	"service_rating" integer,
	"ports_rating" integer,
	"entertainment_rating" integer,
	"review_summary" varchar(5000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cruises_dates_order" CHECK ("cruises"."return_date" >= "cruises"."sail_date"),
	CONSTRAINT "cruises_guests_range" CHECK ("cruises"."number_of_guests" between 1 and 20),
	CONSTRAINT "cruises_total_cost_positive" CHECK ("cruises"."total_cost" >= 0),
	CONSTRAINT "cruises_ratings_range" CHECK (coalesce("cruises"."overall_rating", 1) between 1 and 5 and coalesce("cruises"."ship_rating", 1) between 1 and 5
        and coalesce("cruises"."cabin_rating", 1) between 1 and 5 and coalesce("cruises"."dining_rating", 1) between 1 and 5
        and coalesce("cruises"."service_rating", 1) between 1 and 5 and coalesce("cruises"."ports_rating", 1) between 1 and 5
        and coalesce("cruises"."entertainment_rating", 1) between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "excursions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(30) DEFAULT 'shore_excursion' NOT NULL,
	"port_name" varchar(200),
	"date" date,
	"time" varchar(20),
	"booking_reference" varchar(100),
	"notes" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excursions_type_known" CHECK ("excursions"."type" in ('shore_excursion', 'onboard_activity', 'specialty_dining'))
);
--> statement-breakpoint
CREATE TABLE "itinerary_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"port_name" varchar(200) NOT NULL,
	"arrival_time" varchar(20),
	"departure_time" varchar(20),
	"notes" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_items_day_positive" CHECK ("itinerary_items"."day_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"day_number" integer,
	"port_name" varchar(200),
	"title" varchar(200),
	"content" text NOT NULL,
	"entry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_content_length" CHECK (char_length("journal_entries"."content") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "packing_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"packing_list_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(100),
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" varchar(2000),
	"is_packed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_items_quantity_positive" CHECK ("packing_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "packing_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cruise_id" uuid NOT NULL,
	"journal_entry_id" uuid,
	"filename" varchar(255) NOT NULL,
	"original_name" varchar(255),
	"url" varchar(2048) NOT NULL,
	"thumbnail_url" varchar(2048),
	"media_key" varchar(200),
	"caption" varchar(500),
	"port_name" varchar(200),
	"day_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" varchar(120) PRIMARY KEY NOT NULL,
	"ship_name" varchar(100) NOT NULL,
	"class" varchar(200),
	"operator" varchar(100) NOT NULL,
	"owner" varchar(200),
	"sister_ships" varchar(1000),
	"crew" varchar(200),
	"passengers" varchar(200),
	"cabins" varchar(200),
	"decks" varchar(200),
	"decks_with_cabins" varchar(200),
	"cover_image" varchar(2048),
	"ship_url" varchar(2048),
	"flag_state" varchar(200),
	"builder" varchar(200),
	"building_cost" varchar(200),
	"christened_by" varchar(200),
	"length_loa" varchar(200),
	"beam_width" varchar(200),
	"gross_tonnage" varchar(200),
	"speed" varchar(200),
	"year_build" varchar(200),
	"last_refurbishment" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"issuer" varchar(2048) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" varchar(2048),
	"profile_image_key" varchar(200),
	"hashed_password" varchar(255),
	"auth_method" varchar(50) DEFAULT 'password' NOT NULL,
	"security_question_1" varchar(256),
	"security_question_2" varchar(256),
	"security_question_3" varchar(256),
	"security_answer_1" varchar(255),
	"security_answer_2" varchar(255),
	"security_answer_3" varchar(255),
	"bio" varchar(2000),
	"hometown" varchar(100),
	"favorite_cruise_line" varchar(100),
	"cruising_style" varchar(100),
	"social_instagram" varchar(255),
	"social_facebook" varchar(255),
	"social_twitter" varchar(255),
	"social_tiktok" varchar(255),
	"social_pinterest" varchar(255),
	"social_youtube" varchar(255),
	"cover_photo_url" varchar(2048),
	"cover_photo_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruises" ADD CONSTRAINT "cruises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excursions" ADD CONSTRAINT "excursions_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_items" ADD CONSTRAINT "packing_items_packing_list_id_packing_lists_id_fk" FOREIGN KEY ("packing_list_id") REFERENCES "public"."packing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_cruise_id_cruises_id_fk" FOREIGN KEY ("cruise_id") REFERENCES "public"."cruises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_id_idx" ON "checklist_items" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "checklists_cruise_id_idx" ON "checklists" USING btree ("cruise_id");--> statement-breakpoint
CREATE INDEX "cruises_user_id_sail_date_idx" ON "cruises" USING btree ("user_id","sail_date");--> statement-breakpoint
CREATE INDEX "excursions_cruise_id_date_idx" ON "excursions" USING btree ("cruise_id","date");--> statement-breakpoint
CREATE INDEX "itinerary_items_cruise_id_day_idx" ON "itinerary_items" USING btree ("cruise_id","day_number");--> statement-breakpoint
CREATE INDEX "journal_entries_cruise_id_entry_date_idx" ON "journal_entries" USING btree ("cruise_id","entry_date");--> statement-breakpoint
CREATE INDEX "packing_items_packing_list_id_idx" ON "packing_items" USING btree ("packing_list_id");--> statement-breakpoint
CREATE INDEX "packing_lists_cruise_id_idx" ON "packing_lists" USING btree ("cruise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_key" ON "password_reset_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photos_cruise_id_created_at_idx" ON "photos" USING btree ("cruise_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_journal_entry_id_idx" ON "photos" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ships_operator_ship_name_key" ON "ships" USING btree ("operator","ship_name");--> statement-breakpoint
CREATE INDEX "user_identities_user_id_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");