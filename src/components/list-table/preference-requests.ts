import { type PreferenceValue, preferenceSchema } from "@domain/api/preferences";
import { payloadOf } from "@providers/data-provider/envelope";
import type { HttpClient } from "@providers/http-client";
import { serviceUrl } from "@providers/service-urls";

const preferenceUrl = (key: string) => serviceUrl("auth", `/auth/me/preferences/${encodeURIComponent(key)}`);

/** The signed-in user's saved value under `key`; null when never saved (or unreadable). */
export async function readPreference(http: HttpClient, key: string): Promise<PreferenceValue | null> {
  const parsed = preferenceSchema.safeParse(payloadOf(await http.request<unknown>(preferenceUrl(key))));
  return parsed.success ? parsed.data.value : null;
}

/** Saves the signed-in user's value under `key` on the server. */
export async function writePreference(http: HttpClient, key: string, value: PreferenceValue): Promise<void> {
  await http.request<unknown>(preferenceUrl(key), { method: "PUT", body: { value } });
}
