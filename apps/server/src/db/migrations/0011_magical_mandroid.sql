ALTER TABLE "logistics_providers" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_providers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "logistics_providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;