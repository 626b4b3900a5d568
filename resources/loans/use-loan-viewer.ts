import type { Identity } from "@domain/api/auth";
import { useGetIdentity } from "@refinedev/core";

/**
 * Who looks at loans: platform staff see every lender's, an NBFC user its lender's, an anchor or a merchant
 * its own. Decides which filters the list offers; the API scopes every answer by itself.
 */
export function useLoanViewer() {
  const { data } = useGetIdentity<Identity>();
  const staff = data?.kind === "ADMIN";
  return {
    identity: data,
    isStaff: staff,
    isNbfc: staff && data.userType === "NBFC",
    isPlatformStaff: staff && data.userType !== "NBFC",
  };
}
