import { z } from "zod";
import { fileTooLarge, fileTypes, required } from "./form-messages";

/** What both a browser `File` and the server's multipart part description provide. */
export type FileLike = { name: string; type: string; size: number };

export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const DOCUMENT_MIME_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
/** Largest upload accepted (invoice documents, KFS files, logos). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as FileLike).name === "string" &&
  typeof (value as FileLike).type === "string" &&
  typeof (value as FileLike).size === "number";

type FileOptions = { types: readonly string[]; typesLabel: string; maxBytes?: number };

/**
 * A required file of one of `types` (by declared MIME type; the server also checks the content).
 * The value passes through untouched, so the portal keeps its `File`.
 */
export const uploadedFile = (
  label: string,
  { types, typesLabel, maxBytes = MAX_UPLOAD_BYTES }: FileOptions,
) =>
  z
    .custom<FileLike>(isFileLike, { error: required(label) })
    .refine((file) => file.size > 0, `${label} is empty`)
    .refine((file) => types.includes(file.type.toLowerCase()), fileTypes(label, typesLabel))
    .refine((file) => file.size <= maxBytes, fileTooLarge(label, maxBytes));

/** One or more files (KFS upload); each must pass the single-file rules. */
export const uploadedFiles = (label: string, options: FileOptions) =>
  z.array(uploadedFile(label, options), { error: required(label) }).min(1, required(label));

/** Logos: JPEG or PNG (spec section 5). */
export const logoFile = (label: string) =>
  uploadedFile(label, { types: IMAGE_MIME_TYPES, typesLabel: "JPEG or PNG" });

/** Documents: JPEG, PNG or PDF (KFS upload, invoices). */
export const documentFile = (label: string) =>
  uploadedFile(label, { types: DOCUMENT_MIME_TYPES, typesLabel: "JPEG, PNG or PDF" });

/**
 * A logo on a settings form: either the stored logo's URL (a string, empty when there is none) or a newly
 * chosen JPEG or PNG file. Absent is fine too.
 */
export const logoOrUrl = (label: string) =>
  z
    .custom<FileLike | string>((value) => typeof value === "string" || isFileLike(value), {
      error: fileTypes(label, "JPEG or PNG"),
    })
    .superRefine((value, ctx) => {
      if (typeof value === "string") return;
      const result = logoFile(label).safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      }
    })
    .optional();
