ALTER TABLE "logistics_providers" ADD COLUMN "carries_batteries" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "logistics_providers" SET "carries_batteries" = true WHERE upper("code") IN ('SF', 'DHL', 'UPS', 'FEDEX');
