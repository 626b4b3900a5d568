import { z } from "zod";

/** One option of the lender dropdown (`GET /user/lender/all`, spec section 3). */
export const lenderOptionSchema = z.object({ id: z.string(), name: z.string() });
export type LenderOption = z.infer<typeof lenderOptionSchema>;
