import { apiClient } from "./api-client";
import { resolveOperation } from "./data-provider/resolve-endpoint";

/** Asks the auth service to send a one-time password to a mobile number (`GET /auth/otp?mobile=`). */
export async function sendOtp(mobile: string): Promise<void> {
  const endpoint = resolveOperation("otp", "send");
  await apiClient.request(endpoint.url, { method: endpoint.method, query: { mobile }, authenticated: false });
}
