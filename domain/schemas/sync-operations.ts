import { DOCUMENT_TYPES } from "@domain/enums/documents";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { DOCUMENT_MIME_TYPES, uploadedFiles } from "./file-fields";
import { exactLength, lettersAndDigits, required } from "./form-messages";
import { bankAccountField } from "./identifier-fields";
import { rupeeAmount } from "./number-fields";
import { optionalText, requiredText, requiredThen } from "./text-fields";

/** NPCI's Unique Mandate Reference Number: 20 letters and digits. */
const umrn = (label: string) =>
  requiredThen(
    label,
    z
      .string()
      .length(20, exactLength(label, 20))
      .regex(/^[A-Za-z0-9]+$/, lettersAndDigits(label))
      .transform((value) => value.toUpperCase()),
  );

/** Mandate sync: ties Digio's mandate id to the UMRN, amount and account NPCI registered. */
export const mandateSyncSchema = z.object({
  digioEna: requiredText("Digio Mandate Id", { max: 50 }),
  umrnNumber: umrn("UMRN"),
  digioAmount: rupeeAmount("Mandate Amount"),
  accountNumber: bankAccountField("Account Number"),
});
export type MandateSyncInput = z.input<typeof mandateSyncSchema>;
export type MandateSyncValues = z.output<typeof mandateSyncSchema>;

/** E-sign sync: a document type and its Digio document id (Digio's ids start with "DID"). */
export const esignSyncSchema = z.object({
  documentType: oneOf(DOCUMENT_TYPES, required("Document Type")),
  digioId: requiredThen(
    "Digio Document Id",
    z
      .string()
      .max(50, "Digio Document Id cannot be more than 50 characters")
      .regex(/^DID/i, "Digio Document Id must start with DID"),
  ),
});
export type EsignSyncInput = z.input<typeof esignSyncSchema>;
export type EsignSyncValues = z.output<typeof esignSyncSchema>;

/** KFS document upload: one or more JPEG, PNG or PDF files with an optional comment. */
export const kfsUploadSchema = z.object({
  kfsId: requiredText("KFS Id", { max: 50 }),
  comment: optionalText("Comment", { max: 500 }),
  docsUpload: uploadedFiles("Documents", { types: DOCUMENT_MIME_TYPES, typesLabel: "JPEG, PNG or PDF" }),
});
export type KfsUploadInput = z.input<typeof kfsUploadSchema>;
export type KfsUploadValues = z.output<typeof kfsUploadSchema>;
