CREATE TABLE "inspection_control_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_control_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"product_id" bigint,
	"category_id" bigint,
	"trigger" text DEFAULT 'received' NOT NULL,
	"frequency" text NOT NULL,
	"percent" integer DEFAULT 100 NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chargeback" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_overrides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"control_point_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"reason" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"control_point_id" bigint,
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"warehouse_id" bigint NOT NULL,
	"shipment_id" bigint,
	"lot" text NOT NULL,
	"quantity" integer NOT NULL,
	"origin" text NOT NULL,
	"state" text DEFAULT 'under_inspection' NOT NULL,
	"stage" text DEFAULT 'normal' NOT NULL,
	"stage_reason" text DEFAULT '' NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chargeback" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"inspector_id" bigint,
	"inspector_name" text,
	"inspected_at" timestamp with time zone,
	"draft_state" text DEFAULT 'none' NOT NULL,
	"violation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_control_points" ADD CONSTRAINT "inspection_control_points_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_control_points" ADD CONSTRAINT "inspection_control_points_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_overrides" ADD CONSTRAINT "inspection_overrides_control_point_id_inspection_control_points_id_fk" FOREIGN KEY ("control_point_id") REFERENCES "public"."inspection_control_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_overrides" ADD CONSTRAINT "inspection_overrides_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_control_point_id_inspection_control_points_id_fk" FOREIGN KEY ("control_point_id") REFERENCES "public"."inspection_control_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_admins_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_control_points_product_idx" ON "inspection_control_points" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inspection_control_points_category_idx" ON "inspection_control_points" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_overrides_point_supplier_key" ON "inspection_overrides" USING btree ("control_point_id","supplier_id");--> statement-breakpoint
CREATE INDEX "inspections_supplier_idx" ON "inspections" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "inspections_state_idx" ON "inspections" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "inspections_history_idx" ON "inspections" USING btree ("control_point_id","supplier_id","inspected_at") WHERE "inspections"."state" in ('approved', 'failed');