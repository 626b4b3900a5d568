import type { Identity } from "@domain/api/auth";
import { meetsRule, type StaffRule } from "@domain/access/staff-rules";
import { useGetIdentity } from "@refinedev/core";

/** Whether the signed-in user meets a staff rule, to hide what the API would refuse (it checks every call). */
export function useMeetsRule(rule: StaffRule): boolean {
  const { data } = useGetIdentity<Identity>();
  return meetsRule(rule, data);
}
