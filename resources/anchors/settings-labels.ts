/** The anchor settings' field labels, as the form, the read view and the pending change's diff name them. */
export const SETTINGS_LABELS = {
  wfId: "Workflow",
  gst: "GST",
  rms: "RMS",
  prePayEnable: "Pre-payment",
  subPlan: "Subscription Plan",
  liabilityDays: "Liability Days",
  bgColor: "Background Colour",
  logoMedium: "Medium Logo",
  logoLarge: "Large Logo",
  ocr: "OCR reads",
  ocrInvoiceNumber: "Invoice number",
  ocrAmount: "Amount",
  ocrDate: "Date",
  ocrSupplierId: "Supplier id",
  lendingType: "Lending Type",
  status: "Status",
} as const;

/** The fields whose change waits for approval, by the name the pending change gives them. */
export const PENDING_FIELD_LABELS: Record<string, string> = {
  lendingType: SETTINGS_LABELS.lendingType,
  status: SETTINGS_LABELS.status,
};

export const OCR_FIELDS = [
  ["invoiceNumber", SETTINGS_LABELS.ocrInvoiceNumber],
  ["amount", SETTINGS_LABELS.ocrAmount],
  ["date", SETTINGS_LABELS.ocrDate],
  ["supplierId", SETTINGS_LABELS.ocrSupplierId],
] as const;
