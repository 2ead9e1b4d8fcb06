CREATE TABLE "currency_rate_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_rate_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"old_rate" numeric(18, 8),
	"new_rate" numeric(18, 8) NOT NULL,
	"reason" text NOT NULL,
	"base_code" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_push_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_push_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"push_id" bigint NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"customer_id" bigint,
	"supplier_id" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" bigint,
	"next_attempt_at" timestamp with time zone,
	"response" text DEFAULT '' NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_pushes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule_at" timestamp with time zone,
	"rate_per_minute" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"materialized" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"job_id" bigint,
	"error" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"push_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "region_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rate_history" ADD CONSTRAINT "currency_rate_history_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_push_recipients" ADD CONSTRAINT "email_push_recipients_push_id_email_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."email_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_rate_history_code_idx" ON "currency_rate_history" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "currency_rate_history_id_idx" ON "currency_rate_history" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_default_key" ON "languages" USING btree ("is_default") WHERE "languages"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "email_push_recipients_address_key" ON "email_push_recipients" USING btree ("push_id",lower("email"));--> statement-breakpoint
CREATE INDEX "email_push_recipients_queue_idx" ON "email_push_recipients" USING btree ("push_id","state","id");--> statement-breakpoint
CREATE INDEX "email_push_recipients_push_idx" ON "email_push_recipients" USING btree ("push_id","id");--> statement-breakpoint
CREATE INDEX "email_push_recipients_email_idx" ON "email_push_recipients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_pushes_status_idx" ON "email_pushes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "email_pushes_schedule_idx" ON "email_pushes" USING btree ("schedule_at");--> statement-breakpoint
INSERT INTO "languages" ("code", "enabled", "is_default", "sort") VALUES ('zh-CN', true, true, 10), ('en', true, false, 20), ('es', true, false, 30), ('ja', true, false, 40) ON CONFLICT DO NOTHING;
