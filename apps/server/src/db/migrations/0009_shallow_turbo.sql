CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" bigint NOT NULL,
	"supplier_id" bigint,
	"kind" text NOT NULL,
	"title_key" text NOT NULL,
	"title_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_key" text,
	"body_params" jsonb,
	"link" text,
	"entity_type" text,
	"entity_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"mail_wanted" boolean DEFAULT true NOT NULL,
	"mailed_at" timestamp with time zone,
	"mail_error" text
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_admins_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","supplier_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id","supplier_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_undelivered_idx" ON "notifications" USING btree ("id") WHERE "notifications"."delivered_at" is null;