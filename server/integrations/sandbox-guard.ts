import { type AppConfig, isProduction } from "@server/config/app-config";

export class SandboxInProductionError extends Error {}

/**
 * Production never runs on an embedded sandbox by accident: a sandbox gateway completes any payment, a sandbox
 * e-sign or mandate provider vouches for signatures and debits nobody made. Refuses to start, naming them,
 * unless ALLOW_SANDBOX_PROVIDERS says so (a production-mode demo).
 */
export function refuseSandboxesInProduction(
  config: Pick<AppConfig, "nodeEnv" | "allowSandboxProviders">,
  sandboxes: readonly string[],
): void {
  if (!isProduction(config) || sandboxes.length === 0 || config.allowSandboxProviders) return;
  throw new SandboxInProductionError(
    `Production refuses the embedded sandbox providers (${sandboxes.join(", ")}): configure real ones, or set ALLOW_SANDBOX_PROVIDERS=true for a production-mode demo`,
  );
}
