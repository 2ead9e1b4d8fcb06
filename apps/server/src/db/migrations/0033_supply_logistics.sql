CREATE TABLE "supply_declaration_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_declaration_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"declaration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_shipment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_shipment_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_shipment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"declaration" jsonb NOT NULL,
	"received_quantity" integer,
	"receipt_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_shipments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"from_country" text NOT NULL,
	"to_country" text NOT NULL,
	"cross_border" boolean NOT NULL,
	"provider_id" bigint NOT NULL,
	"waybill" text NOT NULL,
	"ship_date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_declaration_templates" ADD CONSTRAINT "supply_declaration_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_declaration_templates" ADD CONSTRAINT "supply_declaration_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_events" ADD CONSTRAINT "supply_shipment_events_shipment_id_supply_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."supply_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_events" ADD CONSTRAINT "supply_shipment_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_events" ADD CONSTRAINT "supply_shipment_events_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_items" ADD CONSTRAINT "supply_shipment_items_shipment_id_supply_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."supply_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_items" ADD CONSTRAINT "supply_shipment_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_items" ADD CONSTRAINT "supply_shipment_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipment_items" ADD CONSTRAINT "supply_shipment_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipments" ADD CONSTRAINT "supply_shipments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipments" ADD CONSTRAINT "supply_shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipments" ADD CONSTRAINT "supply_shipments_provider_id_logistics_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."logistics_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_shipments" ADD CONSTRAINT "supply_shipments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supply_declaration_templates_product_key" ON "supply_declaration_templates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supply_shipment_events_shipment_idx" ON "supply_shipment_events" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE INDEX "supply_shipment_items_shipment_idx" ON "supply_shipment_items" USING btree ("shipment_id","sort");--> statement-breakpoint
CREATE INDEX "supply_shipment_items_product_idx" ON "supply_shipment_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "supply_shipment_items_variant_idx" ON "supply_shipment_items" USING btree ("variant_id") WHERE "supply_shipment_items"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "supply_shipments_supplier_idx" ON "supply_shipments" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supply_shipments_state_idx" ON "supply_shipments" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "supply_shipments_warehouse_idx" ON "supply_shipments" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "supply_shipments_provider_idx" ON "supply_shipments" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "supply_shipments_date_idx" ON "supply_shipments" USING btree ("ship_date","id");