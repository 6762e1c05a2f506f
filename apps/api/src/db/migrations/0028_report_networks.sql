-- An automatic hold counts one trusted reporter per network and weighs each by their record (DECISIONS #164):
-- the report keeps the reporter's network (not the address), and a reporter's decided reports are found by index.
ALTER TABLE "post_reports" ADD COLUMN "reporter_network" text;--> statement-breakpoint
CREATE INDEX "post_reports_reporter_id_status_idx" ON "post_reports" USING btree ("reporter_id","status");