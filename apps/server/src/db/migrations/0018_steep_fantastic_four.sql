CREATE TABLE "supplier_band_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_band_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bands" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"commission_rate" integer,
	"settlement_cycle" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"inspection_slots" integer,
	"order_cap" integer,
	"bid_quota" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"dedicated_service" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_quota_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_quota_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"right" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_scores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"period" text NOT NULL,
	"score" integer,
	"components" jsonb NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"level_id" bigint,
	"override_score" integer,
	"override_reason" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"warned_on" date,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"reason_code" text,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"detail" jsonb,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"supplier_id" bigint PRIMARY KEY NOT NULL,
	"enterprise_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date,
	"legal_person_name" text NOT NULL,
	"legal_person_id_number" text NOT NULL,
	"operator_name" text NOT NULL,
	"operator_phone" text NOT NULL,
	"operator_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_info" jsonb DEFAULT '{"title":"","taxId":"","address":"","phone":"","bankName":"","bankAccount":""}'::jsonb NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_branch" text DEFAULT '' NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"level_id" bigint,
	"level_override_id" bigint,
	"level_override_reason" text,
	"group_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"order_id" bigint,
	"period" text,
	"mark" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_violations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_violations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"info" text NOT NULL,
	"processing" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"ban_days" integer DEFAULT 0 NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_expire_at" timestamp with time zone NOT NULL,
	"reverses_id" bigint,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_appeals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"violation_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"statement" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"points" integer NOT NULL,
	"ban_days" integer DEFAULT 0 NOT NULL,
	"evidence_required" boolean DEFAULT true NOT NULL,
	"appealable" boolean DEFAULT true NOT NULL,
	"points_expire_days" integer DEFAULT 365 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "state" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "state_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "supplier_band_sets" ADD CONSTRAINT "supplier_band_sets_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quota_ledger" ADD CONSTRAINT "supplier_quota_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quota_ledger" ADD CONSTRAINT "supplier_quota_ledger_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_scores" ADD CONSTRAINT "supplier_scores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_scores" ADD CONSTRAINT "supplier_scores_level_id_supplier_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."supplier_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_events" ADD CONSTRAINT "supplier_events_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_level_id_supplier_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."supplier_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_level_override_id_supplier_levels_id_fk" FOREIGN KEY ("level_override_id") REFERENCES "public"."supplier_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_group_id_supplier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."supplier_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_marks" ADD CONSTRAINT "supplier_marks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_marks" ADD CONSTRAINT "supplier_marks_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_violations" ADD CONSTRAINT "supplier_violations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_violations" ADD CONSTRAINT "supplier_violations_type_id_violation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."violation_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_violations" ADD CONSTRAINT "supplier_violations_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_appeals" ADD CONSTRAINT "violation_appeals_violation_id_supplier_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."supplier_violations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_appeals" ADD CONSTRAINT "violation_appeals_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_appeals" ADD CONSTRAINT "violation_appeals_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_groups_name_key" ON "supplier_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_levels_name_key" ON "supplier_levels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_levels_rank_key" ON "supplier_levels" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "supplier_quota_ledger_supplier_idx" ON "supplier_quota_ledger" USING btree ("supplier_id","right","period");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_scores_supplier_period_key" ON "supplier_scores" USING btree ("supplier_id","period");--> statement-breakpoint
CREATE INDEX "supplier_documents_supplier_idx" ON "supplier_documents" USING btree ("supplier_id","kind");--> statement-breakpoint
CREATE INDEX "supplier_documents_expiry_idx" ON "supplier_documents" USING btree ("expires_on") WHERE "supplier_documents"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "supplier_events_supplier_idx" ON "supplier_events" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_tax_id_idx" ON "supplier_profiles" USING btree (lower("tax_id"));--> statement-breakpoint
CREATE INDEX "supplier_profiles_legal_person_idx" ON "supplier_profiles" USING btree (lower("legal_person_id_number"));--> statement-breakpoint
CREATE INDEX "supplier_profiles_bank_account_idx" ON "supplier_profiles" USING btree ("bank_account_number");--> statement-breakpoint
CREATE INDEX "supplier_profiles_contact_phone_idx" ON "supplier_profiles" USING btree ("contact_phone");--> statement-breakpoint
CREATE INDEX "supplier_profiles_level_idx" ON "supplier_profiles" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_group_idx" ON "supplier_profiles" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_marks_order_key" ON "supplier_marks" USING btree ("supplier_id","order_id") WHERE "supplier_marks"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_marks_period_key" ON "supplier_marks" USING btree ("supplier_id","period") WHERE "supplier_marks"."period" is not null;--> statement-breakpoint
CREATE INDEX "supplier_marks_supplier_idx" ON "supplier_marks" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_violations_supplier_idx" ON "supplier_violations" USING btree ("supplier_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_violations_reverses_key" ON "supplier_violations" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "violation_appeals_violation_key" ON "violation_appeals" USING btree ("violation_id");--> statement-breakpoint
CREATE INDEX "violation_appeals_pending_idx" ON "violation_appeals" USING btree ("created_at") WHERE "violation_appeals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "violation_types_code_key" ON "violation_types" USING btree (lower("code"));--> statement-breakpoint
UPDATE "suppliers" SET "state" = 'disabled' WHERE "enabled" = false;
