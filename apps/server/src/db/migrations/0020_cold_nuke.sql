CREATE TABLE "supplier_application_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_application_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"handle" text NOT NULL,
	"application_id" bigint,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"stored" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_application_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_application_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"items" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decisions" jsonb,
	"decided_by_id" bigint,
	"decided_by_name" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"access_token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"supplier_id" bigint,
	"admin_id" bigint,
	"activation_token_hash" text,
	"activation_expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_application_files" ADD CONSTRAINT "supplier_application_files_application_id_supplier_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_application_rounds" ADD CONSTRAINT "supplier_application_rounds_application_id_supplier_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_application_rounds" ADD CONSTRAINT "supplier_application_rounds_decided_by_id_admins_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_application_files_handle_key" ON "supplier_application_files" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "supplier_application_files_application_idx" ON "supplier_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_application_rounds_key" ON "supplier_application_rounds" USING btree ("application_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_applications_reference_key" ON "supplier_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "supplier_applications_status_idx" ON "supplier_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "supplier_applications_tax_id_idx" ON "supplier_applications" USING btree (lower("values"->>'taxId'));