import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { recordStampColumns } from "./shared-columns";

/**
 * An anchor's client-management settings (spec section 3, "Anchor settings"), one row per anchor, plus its
 * status in the anchor list. Logos are keys in the document store; the theme brands the anchor's merchants.
 */
export const anchorSettings = pgTable("anchor_settings", {
  anchorId: uuid("anchor_id")
    .primaryKey()
    .references(() => anchors.id),
  /** Active or InActive. */
  status: text("status").notNull().default("Active"),
  wfId: text("wf_id"),
  gst: boolean("gst").notNull().default(false),
  rms: boolean("rms").notNull().default(false),
  prePayEnable: boolean("pre_pay_enable").notNull().default(false),
  subPlan: text("sub_plan"),
  themeBgColor: text("theme_bg_color"),
  logoMediumKey: text("logo_medium_key"),
  logoLargeKey: text("logo_large_key"),
  ocrInvoiceNumber: boolean("ocr_invoice_number").notNull().default(false),
  ocrAmount: boolean("ocr_amount").notNull().default(false),
  ocrDate: boolean("ocr_date").notNull().default(false),
  ocrSupplierId: boolean("ocr_supplier_id").notNull().default(false),
  /** NONE, DEFAULT or CO_LENDING. */
  lendingType: text("lending_type").notNull().default("NONE"),
  ...recordStampColumns(),
});
