-- The two payment methods every store has: bank transfer and cash on delivery (built in: disabled, never deleted).
INSERT INTO "payment_methods" ("built_in", "name", "sort") VALUES
  ('bank_transfer', '{"zh-CN": "银行转账", "en": "Bank transfer", "es": "Transferencia bancaria", "ja": "銀行振込"}'::jsonb, 10),
  ('cash_on_delivery', '{"zh-CN": "货到付款", "en": "Cash on delivery", "es": "Contra reembolso", "ja": "代金引換"}'::jsonb, 20)
ON CONFLICT ("built_in") DO NOTHING;
