import type { HttpMethod } from "../http-client";
import type { ServiceName } from "../service-urls";

export interface Endpoint {
  service: ServiceName;
  /** Absolute path with its service prefix; `:id` is replaced by the record id. */
  path: string;
  method: HttpMethod;
  /** Where a record id travels when the path has no `:id` (the spec's `invoice/update`-style paths). */
  idInBody?: string;
  /** `multipart` endpoints take `FormData` through the upload call. */
  body?: "json" | "multipart";
}

export type CrudAction = "list" | "one" | "create" | "update" | "delete";

export interface ResourceEndpoints {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  /** Named custom operations, run through the data provider's `custom` with `meta.operation`. */
  operations?: Record<string, Endpoint>;
}

/** Every resource the portal calls, by service. Spec section 7 path names are kept as they are. */
export const RESOURCE_TABLE = {
  access: {
    list: { service: "auth", path: "/api/auth/check-access", method: "GET" },
  },
  me: {
    one: { service: "auth", path: "/auth/me", method: "GET" },
  },
  otp: {
    operations: {
      send: { service: "auth", path: "/auth/otp", method: "GET" },
    },
  },
  session: {
    operations: {
      token: { service: "auth", path: "/auth/oauth/token", method: "POST" },
      logout: { service: "auth", path: "/auth/oauth/logout", method: "POST" },
      signup: { service: "auth", path: "/auth/signup", method: "POST" },
    },
  },
  users: {
    list: { service: "auth", path: "/auth/users", method: "GET" },
    one: { service: "auth", path: "/auth/users/:id", method: "GET" },
  },
  lenders: {
    list: { service: "user", path: "/user/lender/all", method: "GET" },
  },
  invoices: {
    list: { service: "account", path: "/account/invoices", method: "GET" },
    one: { service: "account", path: "/account/invoices/:id", method: "GET" },
    create: { service: "account", path: "/account/invoice/create", method: "POST", body: "multipart" },
    update: {
      service: "account",
      path: "/account/invoice/update",
      method: "POST",
      idInBody: "id",
      body: "multipart",
    },
    operations: {
      cancel: { service: "account", path: "/account/invoice/cancel", method: "POST" },
      settle: { service: "account", path: "/account/invoice/settle", method: "POST" },
      verify: { service: "account", path: "/account/invoice/verify", method: "POST" },
      approve: { service: "account", path: "/account/invoice/approve", method: "POST" },
      reject: { service: "account", path: "/account/invoice/reject", method: "POST" },
      enterUtr: { service: "account", path: "/account/invoice/utr", method: "POST" },
      terms: { service: "account", path: "/account/invoice/terms", method: "GET" },
      document: { service: "account", path: "/account/invoices/:id/document", method: "GET" },
    },
  },
  suppliers: {
    list: { service: "account", path: "/account/suppliers", method: "GET" },
    create: { service: "account", path: "/account/suppliers", method: "POST" },
    update: { service: "account", path: "/account/suppliers/update", method: "POST", idInBody: "id" },
  },
  partners: {
    list: { service: "account", path: "/account/partners", method: "GET" },
    create: { service: "account", path: "/account/partners", method: "POST" },
    update: { service: "account", path: "/account/partners/update", method: "POST", idInBody: "id" },
  },
  retailers: {
    list: { service: "account", path: "/account/retailers", method: "GET" },
    create: { service: "account", path: "/account/retailers", method: "POST" },
    update: { service: "account", path: "/account/retailers/update", method: "POST", idInBody: "id" },
  },
  "pan-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/pan", method: "POST" },
    },
  },
  "gst-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/gst", method: "POST" },
    },
  },
  "bank-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/bank", method: "POST" },
    },
  },
  "kyc-checks": {
    list: { service: "master", path: "/master/kyc/checks", method: "GET" },
  },
  pincodes: {
    one: { service: "master", path: "/master/pincode/:id", method: "GET" },
  },
  leads: {
    list: { service: "lead", path: "/lead/all", method: "GET" },
    one: { service: "lead", path: "/lead/userProfile/:id", method: "GET" },
    operations: {
      count: { service: "lead", path: "/lead/count", method: "GET" },
      stage: { service: "lead", path: "/lead/stage", method: "POST" },
    },
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCE_TABLE;
