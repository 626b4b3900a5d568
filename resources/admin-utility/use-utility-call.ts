import type { UtilityPreview, UtilityRequest, UtilityRun } from "@domain/api/admin-utility";
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";

/** Previews or runs an admin operation (`POST /user/admin/utility/preview` and `/run`); the history reloads after a run. */
export function useUtilityCall() {
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError>();
  const invalidate = useInvalidate();
  const call = async (operation: "preview" | "run", values: UtilityRequest) =>
    (
      await mutateAsync({
        url: "",
        method: "post",
        values,
        meta: { resource: "admin-utility", operation },
        successNotification: false,
        errorNotification: false,
      })
    ).data;
  return {
    preview: async (values: UtilityRequest) => (await call("preview", values)) as UtilityPreview,
    run: async (values: UtilityRequest) => {
      try {
        return (await call("run", values)) as UtilityRun;
      } finally {
        await invalidate({ resource: "admin-utility", invalidates: ["list"] });
      }
    },
  };
}
