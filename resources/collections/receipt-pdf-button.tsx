import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CollectionDetail,
  type ReceiptPdfRequest,
  receiptPdfRequestSchema,
} from "@domain/api/collections";
import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import { apiClient } from "@providers/api-client";
import { resolveOperation } from "@providers/data-provider/resolve-endpoint";
import { isHttpError, statusOf } from "@providers/http-error";
import { FormField } from "@resources/invoices/form-field";
import { useNotification } from "@refinedev/core";
import { Button, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useForm } from "react-hook-form";

/** Saves a downloaded file under its name through a temporary link. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The borrower's payment receipt of a paid or completed collection, as a PDF that opens only with the
 * password asked here (passwordPdf); the password is posted, never put in a URL.
 */
export function ReceiptPdfButton({ collection }: { collection: CollectionDetail }) {
  const { open: notify } = useNotification();
  const [asking, setAsking] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<ReceiptPdfRequest>({
    resolver: zodResolver(receiptPdfRequestSchema),
    defaultValues: { passwordPdf: "" },
  });
  const posted = ["PAID", "COMPLETED"].includes(collection.status);
  if (!posted || collection.reversesId || collection.reversedById) return null;
  const close = () => {
    setAsking(false);
    reset();
  };
  const download = handleSubmit(async (values) => {
    try {
      const file = await apiClient.download(
        resolveOperation("collections", "receiptPdf", collection.id).url,
        {
          body: values,
        },
      );
      save(file.blob, file.filename ?? `${collection.receiptNumber}.pdf`);
      close();
    } catch (error) {
      if (statusOf(error) === 401) return;
      notify?.({
        type: "error",
        message: "The receipt could not be made",
        description: isHttpError(error) ? error.message : SERVER_ERROR_SENTENCE,
      });
    }
  });
  return (
    <>
      <Button onClick={() => setAsking(true)}>Download receipt (PDF)</Button>
      <Modal
        open={asking}
        title={`Receipt ${collection.receiptNumber} (PDF)`}
        okText="Download"
        confirmLoading={formState.isSubmitting}
        onOk={() => void download()}
        onCancel={close}
        destroyOnHidden
      >
        <form aria-label="Receipt PDF password" noValidate onSubmit={(event) => void download(event)}>
          <Form layout="vertical" component={false}>
            <FormField
              control={control}
              name="passwordPdf"
              label="Password"
              required
              extra="The borrower opens the PDF with this password"
            >
              {(field) => <Input.Password {...field} autoComplete="new-password" />}
            </FormField>
          </Form>
        </form>
      </Modal>
    </>
  );
}
