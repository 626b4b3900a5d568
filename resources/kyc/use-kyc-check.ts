import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useState } from "react";

export type CheckResource = "pan-validation" | "gst-validation" | "bank-validation";

/**
 * Runs one KYC check (`/master/kyc/validate/*` through the resource's `validate` operation) and keeps its
 * answer, or why it could not be asked; the history table reloads, as the check is now in it.
 */
export function useKycCheck<Result extends BaseRecord>(resource: CheckResource) {
  const { mutateAsync } = useCustomMutation<Result, HttpError>();
  const invalidate = useInvalidate();
  const [result, setResult] = useState<Result>();
  const [failure, setFailure] = useState<string>();

  const run = async (values: object) => {
    setResult(undefined);
    setFailure(undefined);
    try {
      const { data } = await mutateAsync({
        url: "",
        method: "post",
        values,
        meta: { resource, operation: "validate" },
        successNotification: false,
        errorNotification: false,
      });
      setResult(data);
    } catch (error) {
      setFailure((error as HttpError).message || "The check could not be made; try again");
    }
    await invalidate({ resource: "kyc-checks", invalidates: ["list"] });
  };
  const clear = () => {
    setResult(undefined);
    setFailure(undefined);
  };
  return { run, result, failure, clear };
}
