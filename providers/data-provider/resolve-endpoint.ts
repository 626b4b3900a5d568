import { serviceUrl } from "../service-urls";
import { type CrudAction, type Endpoint, RESOURCE_TABLE, type ResourceEndpoints } from "./resource-table";

const TABLE: Readonly<Record<string, ResourceEndpoints>> = RESOURCE_TABLE;

export interface ResolvedEndpoint extends Pick<Endpoint, "method" | "body" | "idInBody"> {
  url: string;
}

function withId(endpoint: Endpoint, id: string | number | undefined): ResolvedEndpoint {
  let path = endpoint.path;
  if (path.includes(":id")) {
    if (id === undefined || id === "") throw new Error(`${endpoint.method} ${path} needs a record id`);
    path = path.replace(":id", encodeURIComponent(String(id)));
  }
  return {
    url: serviceUrl(endpoint.service, path),
    method: endpoint.method,
    body: endpoint.body,
    idInBody: endpoint.idInBody,
  };
}

/** Finds the URL and method for a resource's CRUD action; a missing entry is a programming error, so it throws. */
export function resolveEndpoint(
  resource: string,
  action: CrudAction,
  id?: string | number,
): ResolvedEndpoint {
  const endpoint = TABLE[resource]?.[action];
  if (!endpoint) throw new Error(`No "${action}" endpoint for resource "${resource}"`);
  return withId(endpoint, id);
}

/** Finds a resource's named custom operation (`invoices` → `cancel`). */
export function resolveOperation(
  resource: string,
  operation: string,
  id?: string | number,
): ResolvedEndpoint {
  const endpoint = TABLE[resource]?.operations?.[operation];
  if (!endpoint) throw new Error(`No "${operation}" operation for resource "${resource}"`);
  return withId(endpoint, id);
}
