import {
  type AccessControlProvider,
  type AuthProvider,
  type DataProvider,
  Refine,
  type ResourceProps,
} from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";

/** A data provider that answers from a map of resource to rows and records every call it gets. */
export function fakeDataProvider(rows: Record<string, unknown[]> = {}) {
  const calls: { method: string; resource: string; params: unknown }[] = [];
  const record = (method: string, resource: string, params: unknown) =>
    calls.push({ method, resource, params });
  const provider: DataProvider = {
    getApiUrl: () => "",
    getList: async (params) => {
      record("getList", params.resource, params);
      const data = (rows[params.resource] ?? []) as never[];
      return { data, total: data.length };
    },
    getOne: async (params) => {
      record("getOne", params.resource, params);
      const data = (rows[params.resource] ?? []).find((row) => (row as { id?: unknown }).id === params.id);
      return { data: data as never };
    },
    create: async (params) => {
      record("create", params.resource, params);
      return { data: params.variables as never };
    },
    update: async (params) => {
      record("update", params.resource, params);
      return { data: params.variables as never };
    },
    deleteOne: async (params) => {
      record("deleteOne", params.resource, params);
      return { data: {} as never };
    },
  };
  return { provider, calls };
}

export const signedInAuthProvider = (identity: unknown): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true, redirectTo: "/login" }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => identity,
});

/**
 * Mounts a component the way the portal does: `<Refine>` inside a router, with fresh query state per test.
 * Refine's router binding is left out: under Vitest it resolves its own copy of react-router, whose context
 * would not be the test's MemoryRouter; components here read the location through react-router directly.
 * `path` is the route pattern the element is mounted at, `url` the address the test starts from.
 */
export function TestWrapper(props: {
  children: ReactNode;
  url?: string;
  path?: string;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  accessControlProvider?: AccessControlProvider;
  resources?: ResourceProps[];
  extraRoutes?: ReactNode;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[props.url ?? "/"]}>
      <Refine
        dataProvider={props.dataProvider ?? fakeDataProvider().provider}
        authProvider={props.authProvider}
        accessControlProvider={props.accessControlProvider}
        resources={props.resources ?? [{ name: "users" }]}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Routes>
          <Route path={props.path ?? "*"} element={props.children} />
          {props.extraRoutes}
        </Routes>
      </Refine>
    </MemoryRouter>
  );
}
