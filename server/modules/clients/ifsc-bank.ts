import { badRequest } from "@server/http/errors";
import { bankNameForIfsc, ifscExists } from "@server/integrations/ifsc/bank-directory";
import { IFSC_UNKNOWN } from "@server/modules/master/kyc/service";

/** The bank an IFSC names in the directory (never what a form typed); an IFSC no branch has answers 400. */
export function bankNameOf(ifsc: string): string {
  const bankName = ifscExists(ifsc) ? bankNameForIfsc(ifsc) : null;
  if (!bankName) throw badRequest(IFSC_UNKNOWN, [{ field: "ifsc", message: IFSC_UNKNOWN }]);
  return bankName;
}
