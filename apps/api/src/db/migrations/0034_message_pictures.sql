-- Pictures of messages (PRODUCT.md §29, decision 0091): staged by their uploader, attached by a send.
CREATE TABLE "message_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint,
	"owner_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"large_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_pictures" ADD CONSTRAINT "message_pictures_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_pictures" ADD CONSTRAINT "message_pictures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "message_pictures_message_idx" ON "message_pictures" USING btree ("message_id","position");
--> statement-breakpoint
CREATE INDEX "message_pictures_owner_idx" ON "message_pictures" USING btree ("owner_id");
--> statement-breakpoint
CREATE INDEX "message_pictures_staged_idx" ON "message_pictures" USING btree ("created_at") WHERE "message_pictures"."message_id" is null;
