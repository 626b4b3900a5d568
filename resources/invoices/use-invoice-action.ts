import type { InvoiceDetail, InvoiceItem } from "@domain/api/invoices";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** The status changes the portal asks for, each a named operation of the `invoices` resource table entry. */
export type InvoiceOperation = "verify" | "approve" | "reject" | "enterUtr" | "settle" | "cancel";

type InvoiceRef = Pick<InvoiceItem, "id" | "version">;

/** The body of each operation: the invoice and the version the user saw, so a stale screen gets a 409. */
export function actionBody(operation: InvoiceOperation, invoice: InvoiceRef) {
  return operation === "cancel"
    ? { cancelInvoiceId: invoice.id, version: invoice.version }
    : { id: invoice.id, version: invoice.version };
}

/** What a change over several invoices came to: those it changed, and those it could not with the server's reason. */
export interface BatchOutcome<T extends InvoiceRef> {
  succeeded: T[];
  failed: { invoice: T; message: string }[];
}

/** Runs status changes (one, or several one after another) and refreshes the invoice lists and details afterwards. */
export function useInvoiceAction() {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<InvoiceDetail, HttpError>();
  const send = (
    operation: InvoiceOperation,
    invoice: InvoiceRef,
    extra: Record<string, unknown>,
    toast: boolean,
  ) =>
    mutateAsync({
      url: "",
      method: "post",
      values: { ...actionBody(operation, invoice), ...extra },
      meta: { resource: "invoices", operation },
      successNotification: toast ? () => ({ type: "success", message: SUCCESS[operation] }) : false,
      errorNotification: toast ? undefined : false,
    });

  const run = async (
    operation: InvoiceOperation,
    invoice: InvoiceRef,
    extra: Record<string, unknown> = {},
  ) => {
    const result = await send(operation, invoice, extra, true);
    await invalidate({ resource: "invoices", invalidates: ["list", "detail"], id: invoice.id });
    return result;
  };

  /**
   * The same change on each invoice in turn (in order, so each one sees the limits the previous ones used),
   * each with its own version; one refusal does not stop the rest. No toast per invoice: the caller reports.
   */
  const runEach = async <T extends InvoiceRef>(operation: InvoiceOperation, invoices: readonly T[]) => {
    const outcome: BatchOutcome<T> = { succeeded: [], failed: [] };
    for (const invoice of invoices) {
      try {
        await send(operation, invoice, {}, false);
        outcome.succeeded.push(invoice);
      } catch (error) {
        outcome.failed.push({ invoice, message: (error as HttpError).message });
      }
    }
    // Every list and every invoice read before (their statuses may have changed).
    await invalidate({ resource: "invoices", invalidates: ["resourceAll"] });
    return outcome;
  };

  return { run, runEach, isPending: mutation.isPending };
}

const SUCCESS: Record<InvoiceOperation, string> = {
  verify: "Invoice verified",
  approve: "Invoice approved",
  reject: "Invoice rejected",
  enterUtr: "UTR saved; the invoice is Paid",
  settle: "Invoice settled",
  cancel: "Invoice cancelled",
};
