import { useCan } from "@refinedev/core";

/**
 * Whether the signed-in user may take `action` on `resource`, as the access-control provider decides it from
 * the API's own rules (domain/access); false until it has answered, so nothing is offered and then withdrawn.
 */
export function useCanDo(resource: string, action: string): boolean {
  return useCan({ resource, action }).data?.can === true;
}
