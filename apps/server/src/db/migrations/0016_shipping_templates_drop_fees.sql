ALTER TABLE "shipping_methods" DROP COLUMN "base_fee";--> statement-breakpoint
ALTER TABLE "shipping_methods" DROP COLUMN "per_kg_fee";--> statement-breakpoint
ALTER TABLE "shipping_methods" DROP COLUMN "free_over";