ALTER TABLE "posts" DROP CONSTRAINT "posts_status_valid";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_valid" CHECK ("posts"."status" in ('active', 'expired', 'blocked', 'deleted', 'sold'));