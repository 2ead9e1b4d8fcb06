DROP INDEX "checkouts_value_idx";--> statement-breakpoint
CREATE INDEX "checkouts_value_idx" ON "checkouts" USING btree ("currency","value","id");