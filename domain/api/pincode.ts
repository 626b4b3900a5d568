import { z } from "zod";

/** `GET /master/pincode/:pincode`: where a PIN code is, from India Post's directory. */
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  /** Post offices serving the PIN code. */
  offices: z.array(z.string()),
});
export type PincodeDetails = z.infer<typeof pincodeDetailsSchema>;
