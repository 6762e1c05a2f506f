ALTER TABLE "users" DROP CONSTRAINT "users_phone_number_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_has_identity";--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_phone_number_key" ON "users" USING btree ("phone_number") WHERE "users"."phone_number_confirmed";--> statement-breakpoint
CREATE INDEX "users_phone_number_idx" ON "users" USING btree ("phone_number");