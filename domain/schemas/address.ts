import { z } from "zod";
import { pincodeField } from "./identifier-fields";
import { optionalText, requiredText } from "./text-fields";

/** The page builder's address component: three lines (the first required), state and a 6-digit pincode. */
export const addressSchema = z.object({
  addressLine1: requiredText("Address Line 1", { max: 100 }),
  addressLine2: optionalText("Address Line 2", { max: 100 }),
  addressLine3: optionalText("Address Line 3", { max: 100 }),
  state: requiredText("State", { max: 50 }),
  pinCode: pincodeField("Pincode"),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;
