import type { AnchorSettingsResponse, LogoSize } from "@domain/api/anchor-settings";
import { MAX_UPLOAD_BYTES } from "@domain/schemas/file-fields";
import { fileTooLarge, fileTypes } from "@domain/schemas/form-messages";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { AUTHED_IMAGE_KEY } from "@src/components/authed-image";
import { useQueryClient } from "@tanstack/react-query";

const OPERATION = { medium: "logoMedium", large: "logoLarge" } as const;
const LOGO_TYPES = ["image/jpeg", "image/png"];

/** Why a file cannot be a logo before it is sent (the server checks its content again), or undefined. */
export function logoProblem(file: File, label: string): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return fileTypes(label, "JPEG or PNG");
  if (file.size > MAX_UPLOAD_BYTES) return fileTooLarge(label, MAX_UPLOAD_BYTES);
  return undefined;
}

/**
 * Uploads one of the anchor's logos at once (apart from the settings form); then the settings and every shown
 * copy of the logo (the header's too) are read again.
 */
export function useLogoUpload(anchorId: string, size: LogoSize, label: string) {
  const { mutateAsync, mutation } = useCustomMutation<AnchorSettingsResponse, HttpError>();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const upload = async (file: File) => {
    const answer = await mutateAsync({
      url: "",
      method: "post",
      values: { logo: file },
      meta: { resource: "anchor-settings", operation: OPERATION[size], id: anchorId },
      successNotification: () => ({ type: "success", message: `${label} uploaded` }),
    });
    await Promise.all([
      invalidate({ resource: "anchor-settings", id: anchorId, invalidates: ["detail"] }),
      queryClient.invalidateQueries({ queryKey: [AUTHED_IMAGE_KEY] }),
    ]);
    return answer.data;
  };
  return { upload, uploading: mutation.isPending };
}
