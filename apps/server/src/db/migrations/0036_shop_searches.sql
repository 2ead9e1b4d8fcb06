CREATE TABLE "shop_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"lang" text NOT NULL,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_searches_time_idx" ON "shop_searches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_searches_keyword_idx" ON "shop_searches" USING btree ("keyword","created_at");