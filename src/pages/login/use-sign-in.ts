import type { LoginCredentials, LoginFailure } from "@providers/auth-provider";
import { useGo, useInvalidateAuthStore, useLogin, useParsed } from "@refinedev/core";
import { useState } from "react";

/**
 * Refine's login with the failure shown once, under the form, instead of also as a toast: on success it
 * goes where Refine would (`?to=`, else the provider's redirect), on failure it keeps the server's message
 * and its code (`OWN_PASSWORD_REQUIRED`: the password was a temporary one).
 */
export function useSignIn() {
  const [failure, setFailure] = useState<string>();
  const [failureCode, setFailureCode] = useState<string>();
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const to = useParsed<{ to?: string }>().params?.to;
  const { mutate, isPending } = useLogin<LoginCredentials>({
    mutationOptions: {
      onSuccess: async (result) => {
        if (!result.success) {
          setFailure(result.error?.message ?? "Sign-in failed, please try again");
          setFailureCode((result.error as LoginFailure | undefined)?.code);
          return;
        }
        await invalidateAuthStore();
        const target = to ?? result.redirectTo;
        if (target) go({ to: target, type: "replace" });
      },
    },
  });
  const signIn = (credentials: LoginCredentials) => {
    setFailure(undefined);
    setFailureCode(undefined);
    mutate(credentials);
  };
  return { signIn, isPending, failure, failureCode, setFailure };
}
