CREATE TABLE "tax_classes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class_id" bigint;--> statement-breakpoint
INSERT INTO "tax_classes" ("name", "description", "is_default") VALUES ('Standard', 'Goods taxed at the standard rates', true);--> statement-breakpoint
ALTER TABLE "tax_rules" ADD COLUMN "class_id" bigint;--> statement-breakpoint
UPDATE "tax_rules" SET "class_id" = (SELECT "id" FROM "tax_classes" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "tax_rules" ALTER COLUMN "class_id" SET NOT NULL;--> statement-breakpoint
UPDATE "tax_rules" SET "region" = "country" || '-' || upper("region") WHERE "country" <> '' AND "region" ~* '^[A-Z0-9]{1,3}$';--> statement-breakpoint
UPDATE "tax_rules" SET "enabled" = false WHERE "region" <> '' AND "region" !~ '^[A-Z]{2}-[A-Z0-9]{1,3}$';--> statement-breakpoint
ALTER TABLE "tax_rules" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_name_key" ON "tax_classes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_default_key" ON "tax_classes" USING btree ("is_default") WHERE "tax_classes"."is_default";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_class_id_tax_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_tax_class_idx" ON "products" USING btree ("tax_class_id") WHERE "products"."tax_class_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_rules_class_idx" ON "tax_rules" USING btree ("class_id","id");