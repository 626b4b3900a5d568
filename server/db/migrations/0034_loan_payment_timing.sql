-- Advance EMI: a loan's instalments fall at the end of each period (END, in arrears, as every loan so far) or at
-- its start (START: the first on the disbursal date, collected out of the amount paid out).
ALTER TABLE "loans" ADD COLUMN "payment_timing" text DEFAULT 'END' NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_payment_timing_check" CHECK ("loans"."payment_timing" IN ('END', 'START'));
