import { z } from "zod";

/** Where the portal asks for the branding of the signed-in user's anchor (or of the merchant an admin views). */
export const ANCHOR_BRANDING_PATH = "/master/anchorConfig/branding";

/**
 * `GET /master/anchorConfig/branding`: the theme colour and logo URLs of the anchor that brands the portal,
 * or null (platform staff, a merchant of no anchor).
 */
export const anchorBrandingSchema = z
  .object({
    anchorId: z.string(),
    anchorName: z.string(),
    bgColor: z.string().nullable(),
    logo: z.object({ medium: z.string().nullable(), large: z.string().nullable() }),
  })
  .nullable();
export type AnchorBranding = z.infer<typeof anchorBrandingSchema>;
