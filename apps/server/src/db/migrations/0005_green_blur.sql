ALTER TABLE "warehouses" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing warehouses get a code from their id, and the first one (where stock went by default) becomes the default.
UPDATE "warehouses" SET "code" = 'WH' || "id" WHERE "code" IS NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
UPDATE "warehouses" SET "is_default" = true WHERE "id" = (SELECT min("id") FROM "warehouses");--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_default_key" ON "warehouses" USING btree ("is_default") WHERE "warehouses"."is_default";--> statement-breakpoint
CREATE INDEX "warehouses_created_idx" ON "warehouses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tags_sort_idx" ON "tags" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "tags_created_idx" ON "tags" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "attribute_groups_name_idx" ON "attribute_groups" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "attributes_name_idx" ON "attributes" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filters_name_idx" ON "filters" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "options_name_idx" ON "options" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "stock_statuses_name_idx" ON "stock_statuses" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_warehouse_idx" ON "products" USING btree ("warehouse_id") WHERE "products"."warehouse_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_ledger_variant_idx" ON "stock_ledger" USING btree ("variant_id","id") WHERE "stock_ledger"."variant_id" is not null;