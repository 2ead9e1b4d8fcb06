CREATE INDEX "checkouts_list_idx" ON "checkouts" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "checkouts_recall_idx" ON "checkouts" USING btree ("recall_status","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "checkouts_value_idx" ON "checkouts" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "checkouts_search_idx" ON "checkouts" USING gin ((lower("email") || ' ' || lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order_key" ON "checkouts" USING btree ("order_id") WHERE "checkouts"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("customer_email"),"created_at");--> statement-breakpoint
CREATE INDEX "shipments_shipped_idx" ON "shipments" USING btree ("shipped_on","id");--> statement-breakpoint
CREATE INDEX "shipments_provider_idx" ON "shipments" USING btree ("provider_id","shipped_on","id");--> statement-breakpoint
CREATE INDEX "shipments_supplier_shipped_idx" ON "shipments" USING btree ("supplier_id","shipped_on","id");