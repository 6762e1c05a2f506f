ALTER TABLE "verification_codes" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "device_trusted" boolean DEFAULT false NOT NULL;