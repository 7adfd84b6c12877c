CREATE INDEX "cruises_cover_photo_url_idx" ON "cruises" USING btree ("cover_photo_url");--> statement-breakpoint
CREATE INDEX "photos_url_idx" ON "photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "users_profile_image_url_idx" ON "users" USING btree ("profile_image_url");--> statement-breakpoint
CREATE INDEX "users_cover_photo_url_idx" ON "users" USING btree ("cover_photo_url");