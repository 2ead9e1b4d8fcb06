-- Order addresses written before regions were picked from /region carry no regionCode: '' (none picked).
UPDATE "orders" SET "address" = "address" || '{"regionCode": ""}'::jsonb WHERE NOT ("address" ? 'regionCode');
