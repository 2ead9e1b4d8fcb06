CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"admin_id" bigint,
	"supplier_id" bigint,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watermark_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"position" text DEFAULT 'southeast' NOT NULL,
	"opacity" smallint DEFAULT 50 NOT NULL,
	"scale" smallint DEFAULT 25 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumb" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_queue_idx" ON "jobs" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "jobs_admin_idx" ON "jobs" USING btree ("admin_id","id");