-- Shipping methods become shipping templates. Each existing one is priced by weight and gets one
-- rest-of-world area at exactly its old price: the base fee, plus the per-kg fee for every started
-- kilogram (first unit 0 g, additional unit 1000 g), free from the same threshold. Orders keep their
-- stored totals and their shipping_method_id: they refer to the same rows.
INSERT INTO "shipping_areas" ("template_id", "name", "is_default", "first_unit", "first_fee", "additional_unit", "additional_fee", "free_over")
SELECT m."id", 'Rest of the world', true, 0, m."base_fee", 1000, m."per_kg_fee", m."free_over"
FROM "shipping_methods" m
WHERE NOT EXISTS (SELECT 1 FROM "shipping_areas" a WHERE a."template_id" = m."id");
