CREATE TABLE "planned_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"every_minutes" integer NOT NULL,
	"per_run" integer NOT NULL,
	"max_total" integer NOT NULL,
	"countries" jsonb NOT NULL,
	"activities" jsonb NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "planned_task_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "planned_tasks_name_key" ON "planned_tasks" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "planned_tasks_due_idx" ON "planned_tasks" USING btree ("next_run_at") WHERE "planned_tasks"."enabled";--> statement-breakpoint
CREATE INDEX "planned_tasks_created_idx" ON "planned_tasks" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_planned_task_id_planned_tasks_id_fk" FOREIGN KEY ("planned_task_id") REFERENCES "public"."planned_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_planned_idx" ON "orders" USING btree ("planned_task_id","id") WHERE "orders"."planned_task_id" is not null;