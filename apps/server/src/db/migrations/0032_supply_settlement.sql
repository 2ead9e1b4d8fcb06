CREATE TABLE "supplier_balances" (
	"supplier_id" bigint PRIMARY KEY NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"dispute" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_commission_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_commission_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"scope_id" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"order_id" bigint,
	"amount" bigint NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_settlement_lines" (
	"ledger_id" bigint NOT NULL,
	"settlement_id" bigint NOT NULL,
	CONSTRAINT "supplier_settlement_lines_ledger_id_pk" PRIMARY KEY("ledger_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"period" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'to_be_settled' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"voucher_ref" text DEFAULT '' NOT NULL,
	"voucher_amount" bigint,
	"voucher_name" text,
	"voucher_mime" text,
	"voucher_content" "bytea",
	"settled_at" timestamp with time zone,
	"settled_by" bigint,
	"settled_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewer_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_balances" ADD CONSTRAINT "supplier_balances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settlement_lines" ADD CONSTRAINT "supplier_settlement_lines_ledger_id_supplier_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."supplier_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settlement_lines" ADD CONSTRAINT "supplier_settlement_lines_settlement_id_supplier_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."supplier_settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settlements" ADD CONSTRAINT "supplier_settlements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settlements" ADD CONSTRAINT "supplier_settlements_settled_by_admins_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_withdrawals" ADD CONSTRAINT "supplier_withdrawals_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_withdrawals" ADD CONSTRAINT "supplier_withdrawals_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_commission_rates_scope_key" ON "supplier_commission_rates" USING btree ("scope","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ledger_kind_ref_key" ON "supplier_ledger" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "supplier_ledger_supplier_idx" ON "supplier_ledger" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_ledger_occurred_idx" ON "supplier_ledger" USING btree ("supplier_id","occurred_at");--> statement-breakpoint
CREATE INDEX "supplier_settlement_lines_batch_idx" ON "supplier_settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_settlements_period_key" ON "supplier_settlements" USING btree ("supplier_id","period");--> statement-breakpoint
CREATE INDEX "supplier_settlements_status_idx" ON "supplier_settlements" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supplier_settlements_list_idx" ON "supplier_settlements" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "supplier_withdrawals_supplier_idx" ON "supplier_withdrawals" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_withdrawals_status_idx" ON "supplier_withdrawals" USING btree ("status","id") WHERE "supplier_withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE FUNCTION "supplier_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'supplier_ledger is append-only (% refused)', TG_OP; END $$;
--> statement-breakpoint
CREATE TRIGGER "supplier_ledger_append_only" BEFORE UPDATE OR DELETE ON "supplier_ledger" FOR EACH ROW EXECUTE FUNCTION "supplier_ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "supplier_settlement_lines_append_only" BEFORE UPDATE OR DELETE ON "supplier_settlement_lines" FOR EACH ROW EXECUTE FUNCTION "supplier_ledger_append_only"();
