CREATE TABLE "supplier_bank_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_bank_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text DEFAULT '' NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"legal_person_name" text DEFAULT '' NOT NULL,
	"legal_person_match" text NOT NULL,
	"enterprise_name" text DEFAULT '' NOT NULL,
	"enterprise_match" text NOT NULL,
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewer_id" bigint,
	"reviewer_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoice_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"period" text,
	"settlement_id" bigint,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date NOT NULL,
	"file_id" bigint,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expected_amount" bigint,
	"amount_off" boolean DEFAULT false NOT NULL,
	"reviewer_id" bigint,
	"reviewer_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_changes" ADD CONSTRAINT "supplier_bank_changes_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_files" ADD CONSTRAINT "supplier_invoice_files_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_file_id_supplier_invoice_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."supplier_invoice_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_bank_changes_supplier_idx" ON "supplier_bank_changes" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_bank_changes_status_idx" ON "supplier_bank_changes" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bank_changes_one_pending_key" ON "supplier_bank_changes" USING btree ("supplier_id") WHERE "supplier_bank_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "supplier_invoice_files_supplier_idx" ON "supplier_invoice_files" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_supplier_idx" ON "supplier_invoices" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_status_idx" ON "supplier_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_period_idx" ON "supplier_invoices" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_file_idx" ON "supplier_invoices" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_number_key" ON "supplier_invoices" USING btree ("supplier_id","number_key") WHERE "supplier_invoices"."status" in ('pending', 'approved');