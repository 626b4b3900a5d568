import type { EsignRequest, EsignSigner } from "@domain/api/esign";
import { useLoanMutation } from "@resources/loans/use-loan-mutation";
import { Button } from "antd";

/** "Sign in sandbox as …": the signed-in user signs its own signer of a sandbox request. */
export function SandboxSignButton({ request, signer }: { request: EsignRequest; signer: EsignSigner }) {
  const { run, isPending } = useLoanMutation();
  const sign = () =>
    run(
      { operation: "esignSandboxSign", id: request.digioId },
      `Signed in the sandbox as ${signer.name}: ${request.digioId}`,
    ).catch(() => undefined);
  return (
    <Button loading={isPending} onClick={() => void sign()}>
      Sign in sandbox as {signer.name}
    </Button>
  );
}
