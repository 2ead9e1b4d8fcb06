ALTER TABLE "customer_addresses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "customer_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "customers_group_created_idx" ON "customers" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_enabled_idx" ON "customers" USING btree ("enabled","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");