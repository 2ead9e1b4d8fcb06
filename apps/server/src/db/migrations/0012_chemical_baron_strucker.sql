CREATE TABLE "payment_methods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"built_in" text,
	"name" jsonb NOT NULL,
	"instructions" jsonb DEFAULT '{"zh-CN":"","en":"","es":"","ja":""}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"fee_type" text DEFAULT 'fixed' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_built_in_key" ON "payment_methods" USING btree ("built_in");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method_id");