CREATE TABLE "import_rows" (
	"job_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"supplier_id" bigint,
	"number" text NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"category_id" bigint,
	"price" bigint NOT NULL,
	"original_price" bigint NOT NULL,
	"cost_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer NOT NULL,
	"on_shelf" boolean NOT NULL,
	CONSTRAINT "import_rows_job_id_row_no_pk" PRIMARY KEY("job_id","row_no")
);
