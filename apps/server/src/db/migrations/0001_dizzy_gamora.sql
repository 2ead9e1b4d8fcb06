create extension if not exists pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_statuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"group_id" bigint,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_counter" (
	"supplier_key" bigint PRIMARY KEY NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint,
	"number" text NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"brief" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"category_id" bigint,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"custom_link" text DEFAULT '' NOT NULL,
	"original_price" bigint DEFAULT 0 NOT NULL,
	"price" bigint NOT NULL,
	"bid_price" bigint DEFAULT 0 NOT NULL,
	"supply_price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"min_order" integer DEFAULT 1 NOT NULL,
	"pricing_mode" text DEFAULT 'none' NOT NULL,
	"ladder_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_percent" smallint,
	"spec_mode" text DEFAULT 'single' NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"related_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"warehouse_id" bigint,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_shelf" boolean DEFAULT false NOT NULL,
	"stock_status_id" bigint,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"warehouse_id" bigint NOT NULL,
	"supplier_id" bigint,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"warehouse_id" bigint NOT NULL,
	"supplier_id" bigint,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"supplier_id" bigint,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'to_be_reviewed' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_sort_idx" ON "categories" USING btree (coalesce("parent_id", 0),"sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_key" ON "warehouses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_groups_name_key" ON "attribute_groups" USING btree (coalesce("group_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "attribute_groups_sort_idx" ON "attribute_groups" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_key" ON "attributes" USING btree (coalesce("group_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "attributes_sort_idx" ON "attributes" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "filters_name_key" ON "filters" USING btree (coalesce("group_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "filters_sort_idx" ON "filters" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "options_name_key" ON "options" USING btree (coalesce("group_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "options_sort_idx" ON "options" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_statuses_name_key" ON "stock_statuses" USING btree (coalesce("group_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "stock_statuses_sort_idx" ON "stock_statuses" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "products_number_key" ON "products" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_shelf_idx" ON "products" USING btree ("on_shelf","id");--> statement-breakpoint
CREATE INDEX "products_stock_status_idx" ON "products" USING btree ("stock_status_id","id") WHERE "products"."stock" = 0;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_avg","id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("supplier_id","id") WHERE "products"."stock" <= "products"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_supplier_idx" ON "stock_ledger" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_levels_sku_warehouse_key" ON "stock_levels" USING btree ("product_id",coalesce("variant_id", 0),"warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_levels_supplier_idx" ON "stock_levels" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "stock_levels_warehouse_idx" ON "stock_levels" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_levels_variant_idx" ON "stock_levels" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_idx" ON "reviews" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating","id");