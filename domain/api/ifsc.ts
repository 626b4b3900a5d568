import { z } from "zod";

/** `GET /master/ifsc/:ifsc`: the bank and branch an IFSC names, for a form that fills them from the code. */
export const ifscDetailsSchema = z.object({
  ifsc: z.string(),
  bankName: z.string(),
  /** From the KYC provider's branch directory; null when it does not know the branch. */
  branchName: z.string().nullable(),
});
export type IfscDetails = z.infer<typeof ifscDetailsSchema>;
