import { z } from "zod";

/** One entry of the server-driven menu (`GET /api/auth/check-access`), spec section 3. */
export const accessEntrySchema = z.object({
  /** The route path, e.g. `/merchant/supplier-invoices`. */
  pageName: z.string(),
  title: z.string(),
  /** The icon as a base64-encoded SVG. */
  img: z.string(),
  imageName: z.string(),
  /** `ANCHOR` for anchor merchants; any other user type otherwise. */
  userType: z.string(),
  userConfigForAnchor: z.boolean(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const accessListSchema = z.array(accessEntrySchema);

/** The header that names the user whose portal an admin is viewing. */
export const USER_ID_HEADER = "userId";
