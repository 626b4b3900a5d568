import type { OwnPasswordRequest } from "@domain/api/own-password";
import { apiClient } from "./api-client";
import { resolveOperation } from "./data-provider/resolve-endpoint";

/** Replaces a temporary password with the user's own (`POST /auth/own-password`); throws the API's error. */
export async function setOwnPassword(body: OwnPasswordRequest): Promise<void> {
  const endpoint = resolveOperation("session", "ownPassword");
  await apiClient.request(endpoint.url, { method: endpoint.method, body, authenticated: false });
}
