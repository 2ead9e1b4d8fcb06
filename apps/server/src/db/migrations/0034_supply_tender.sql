CREATE TABLE "supply_demand_responses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_demand_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"demand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"lead_days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_demands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_demands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"product_id" bigint,
	"spec" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" bigint,
	"deadline" timestamp with time zone NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_tender_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_tender_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tender_id" bigint NOT NULL,
	"invitation_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"status" text DEFAULT 'sealed' NOT NULL,
	"sealed" text,
	"receipt" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"salt" text,
	"price" bigint,
	"lead_days" integer,
	"quantity" integer,
	"note" text,
	"supplier_score" integer,
	"level_rank" integer,
	"level_name" text
);
--> statement-breakpoint
CREATE TABLE "supply_tender_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_tender_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tender_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_tenders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supply_tenders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"demand_id" bigint,
	"title" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"min_level_rank" integer,
	"weights" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone,
	"opened_by" text,
	"award_bid_id" bigint,
	"award_reason" text,
	"awarded_at" timestamp with time zone,
	"awarded_by" text,
	"cancel_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_demand_responses" ADD CONSTRAINT "supply_demand_responses_demand_id_supply_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."supply_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_demand_responses" ADD CONSTRAINT "supply_demand_responses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_demands" ADD CONSTRAINT "supply_demands_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_demands" ADD CONSTRAINT "supply_demands_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_demands" ADD CONSTRAINT "supply_demands_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tender_bids" ADD CONSTRAINT "supply_tender_bids_tender_id_supply_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."supply_tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tender_bids" ADD CONSTRAINT "supply_tender_bids_invitation_id_supply_tender_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."supply_tender_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tender_bids" ADD CONSTRAINT "supply_tender_bids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tender_invitations" ADD CONSTRAINT "supply_tender_invitations_tender_id_supply_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."supply_tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tender_invitations" ADD CONSTRAINT "supply_tender_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tenders" ADD CONSTRAINT "supply_tenders_demand_id_supply_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."supply_demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tenders" ADD CONSTRAINT "supply_tenders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_tenders" ADD CONSTRAINT "supply_tenders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supply_demand_responses_key" ON "supply_demand_responses" USING btree ("demand_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supply_demand_responses_supplier_idx" ON "supply_demand_responses" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supply_demands_status_idx" ON "supply_demands" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_tender_bids_invitation_key" ON "supply_tender_bids" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "supply_tender_bids_tender_idx" ON "supply_tender_bids" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "supply_tender_bids_supplier_idx" ON "supply_tender_bids" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_tender_invitations_key" ON "supply_tender_invitations" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supply_tender_invitations_supplier_idx" ON "supply_tender_invitations" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supply_tenders_status_idx" ON "supply_tenders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_tenders_demand_key" ON "supply_tenders" USING btree ("demand_id") WHERE "supply_tenders"."status" <> 'cancelled';