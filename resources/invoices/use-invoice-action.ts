import type { InvoiceDetail, InvoiceItem } from "@domain/api/invoices";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** The status changes the portal asks for, each a named operation of the `invoices` resource table entry. */
export type InvoiceOperation = "verify" | "approve" | "reject" | "enterUtr" | "settle" | "cancel";

/** The body of each operation: the invoice and the version the user saw, so a stale screen gets a 409. */
export function actionBody(operation: InvoiceOperation, invoice: Pick<InvoiceItem, "id" | "version">) {
  return operation === "cancel"
    ? { cancelInvoiceId: invoice.id, version: invoice.version }
    : { id: invoice.id, version: invoice.version };
}

/** Runs one status change and refreshes every invoice list and detail afterwards. */
export function useInvoiceAction() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<InvoiceDetail, HttpError>();
  const run = async (
    operation: InvoiceOperation,
    invoice: Pick<InvoiceItem, "id" | "version">,
    extra: Record<string, unknown> = {},
  ) => {
    const result = await mutateAsync({
      url: "",
      method: "post",
      values: { ...actionBody(operation, invoice), ...extra },
      meta: { resource: "invoices", operation },
      successNotification: () => ({ type: "success", message: SUCCESS[operation] }),
    });
    await invalidate({ resource: "invoices", invalidates: ["list", "detail"], id: invoice.id });
    return result;
  };
  return { run, isPending: mutation.isPending };
}

const SUCCESS: Record<InvoiceOperation, string> = {
  verify: "Invoice verified",
  approve: "Invoice approved",
  reject: "Invoice rejected",
  enterUtr: "UTR saved; the invoice is Paid",
  settle: "Invoice settled",
  cancel: "Invoice cancelled",
};
