CREATE TABLE "supplier_sanctions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"violation_id" bigint NOT NULL,
	"threshold" integer NOT NULL,
	"sanction" text NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lift_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_ladders" (
	"id" integer PRIMARY KEY NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_sanctions" ADD CONSTRAINT "supplier_sanctions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sanctions" ADD CONSTRAINT "supplier_sanctions_violation_id_supplier_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."supplier_violations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_sanctions_supplier_idx" ON "supplier_sanctions" USING btree ("supplier_id","sanction","until");