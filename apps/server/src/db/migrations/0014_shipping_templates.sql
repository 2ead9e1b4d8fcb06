CREATE TABLE "shipping_areas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_unit" integer NOT NULL,
	"first_fee" bigint DEFAULT 0 NOT NULL,
	"additional_unit" integer NOT NULL,
	"additional_fee" bigint DEFAULT 0 NOT NULL,
	"free_over" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "mode" text DEFAULT 'weight' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "estimate_min_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "estimate_max_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_areas" ADD CONSTRAINT "shipping_areas_template_id_shipping_methods_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_areas_name_key" ON "shipping_areas" USING btree ("template_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_areas_default_key" ON "shipping_areas" USING btree ("template_id") WHERE "shipping_areas"."is_default";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shipping_method_idx" ON "orders" USING btree ("shipping_method_id");