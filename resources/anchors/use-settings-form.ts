import { zodResolver } from "@hookform/resolvers/zod";
import { type AnchorSettingsResponse, anchorSettingsUpdateRequestSchema } from "@domain/api/anchor-settings";
import { type HttpError, useUpdate } from "@refinedev/core";
import { type Path, useForm } from "react-hook-form";
import type { z } from "zod";

/** The settings form: every editable setting; the version is the one last read, added on save. */
export const settingsFormSchema = anchorSettingsUpdateRequestSchema.omit({ version: true });
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The settings as the form's values (an unset text is an empty input). */
export const formValuesOf = (settings: AnchorSettingsResponse): SettingsFormInput => ({
  wfId: settings.wfId ?? "",
  gst: settings.gst,
  rms: settings.rms,
  prePayEnable: settings.prePayEnable,
  subPlan: settings.subPlan ?? "",
  theme: { bgColor: settings.theme.bgColor ?? "" },
  ocr: { ...settings.ocr },
  lendingType: settings.lendingType,
  status: settings.status,
});

/**
 * The anchor settings form over `PUT /master/anchorConfig/:id`. It follows the settings as they are re-read
 * (a logo upload moves their version on) without losing what the user has typed; a refused save puts the
 * server's field messages under the fields (and Refine toasts the message).
 */
export function useSettingsForm(
  settings: AnchorSettingsResponse,
  onSaved: (saved: AnchorSettingsResponse) => void,
) {
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    values: formValuesOf(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { mutateAsync, mutation } = useUpdate<AnchorSettingsResponse, HttpError>();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await mutateAsync({
        resource: "anchor-settings",
        id: settings.anchorId,
        values: { ...values, version: settings.version },
        successNotification: (answer) => ({
          type: "success",
          message: answer?.data.pendingChange
            ? "Settings saved; the lending type change waits for another staff user's approval"
            : "Settings saved",
        }),
      });
      onSaved(data);
    } catch (error) {
      const fields = (error as HttpError).errors ?? {};
      for (const [field, messages] of Object.entries(fields)) {
        const message = Array.isArray(messages) ? messages.join(" ") : String(messages);
        form.setError(field as Path<SettingsFormInput>, { type: "server", message });
      }
    }
  });
  return { control: form.control, submit, saving: mutation.isPending };
}
