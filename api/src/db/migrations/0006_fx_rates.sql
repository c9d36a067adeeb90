CREATE TABLE "fx_rates" (
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_base_quote_as_of_pk" PRIMARY KEY("base","quote","as_of"),
	CONSTRAINT "fx_base_code" CHECK ("fx_rates"."base" ~ '^[A-Z]{3}$'),
	CONSTRAINT "fx_quote_code" CHECK ("fx_rates"."quote" ~ '^[A-Z]{3}$'),
	CONSTRAINT "fx_rate_positive" CHECK ("fx_rates"."rate" > 0)
);
