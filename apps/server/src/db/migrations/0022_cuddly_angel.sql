CREATE TABLE "supplier_profile_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_profile_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_by" bigint,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_by_name" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "mime" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profile_changes" ADD CONSTRAINT "supplier_profile_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profile_changes" ADD CONSTRAINT "supplier_profile_changes_submitted_by_admins_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profile_changes" ADD CONSTRAINT "supplier_profile_changes_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_profile_changes_supplier_idx" ON "supplier_profile_changes" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profile_changes_pending_key" ON "supplier_profile_changes" USING btree ("supplier_id") WHERE "supplier_profile_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "supplier_profile_changes_pending_idx" ON "supplier_profile_changes" USING btree ("submitted_at") WHERE "supplier_profile_changes"."status" = 'pending';