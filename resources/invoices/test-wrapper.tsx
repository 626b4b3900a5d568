import type { Identity } from "@domain/api/auth";
import type { InvoiceItem } from "@domain/api/invoices";
import {
  type AuthProvider,
  type BaseRecord,
  type DataProvider,
  type HttpError,
  Refine,
} from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
// antd asks for matchMedia, which jsdom lacks: before antd renders anything.
import "@src/testing/match-media";

export type RecordedCall = { method: string; resource: string; params: Record<string, unknown> };

export interface FakeApi {
  provider: DataProvider;
  calls: RecordedCall[];
}

type Handler = (params: Record<string, unknown>) => unknown;

/**
 * A data provider for component tests: answers from `handlers` keyed `"getList invoices"`,
 * `"custom invoices.terms"` (`"custom <url>"` for a call by its own path) and so on, records every call, and
 * throws a handler's `HttpError` as the API would.
 */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: RecordedCall[] = [];
  const answer = (method: string, resource: string, params: Record<string, unknown>) => {
    calls.push({ method, resource, params });
    const handler = handlers[`${method} ${resource}`];
    if (!handler)
      return Promise.reject({
        message: `No fake for ${method} ${resource}`,
        statusCode: 500,
      } satisfies HttpError);
    try {
      return Promise.resolve(handler(params));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const provider: DataProvider = {
    getApiUrl: () => "",
    getList: (params) => answer("getList", params.resource, params as never) as never,
    getOne: (params) => answer("getOne", params.resource, params as never) as never,
    create: (params) => answer("create", params.resource, params as never) as never,
    update: (params) => answer("update", params.resource, params as never) as never,
    deleteOne: (params) => answer("deleteOne", params.resource, params as never) as never,
    custom: <T extends BaseRecord>(params: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
      const meta = params.meta as { resource?: string; operation?: string } | undefined;
      const name = meta?.resource ? `${meta.resource}.${meta.operation}` : params.url;
      return answer("custom", name, params as never) as Promise<{
        data: T;
      }>;
    },
  };
  return { provider, calls };
}

/**
 * Refine with the given data provider inside a memory router. Refine's router binding is left out: Vitest
 * loads it from Node with its own copy of react-router, which cannot see this router (URL sync is covered
 * end to end in tests/e2e).
 */
export function TestWrapper(props: {
  api: FakeApi;
  children: ReactNode;
  path?: string;
  url?: string;
  /** Who is signed in (`useGetIdentity`); nobody when left out. */
  identity?: Identity;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authProvider: AuthProvider | undefined = props.identity
    ? {
        login: async () => ({ success: true }),
        logout: async () => ({ success: true }),
        check: async () => ({ authenticated: true }),
        onError: async () => ({}),
        getIdentity: async () => props.identity,
      }
    : undefined;
  return (
    <MemoryRouter initialEntries={[props.url ?? "/"]}>
      <AntdApp>
        <Refine
          dataProvider={props.api.provider}
          {...(authProvider ? { authProvider } : {})}
          resources={[{ name: "invoices", list: "/invoices", show: "/invoices/:id" }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
        >
          <Routes>
            <Route path={props.path ?? "*"} element={props.children} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
}

/** An invoice row for component tests: odd indexes Paid, even ones Initiated, unless `overrides` say otherwise. */
export const invoiceFixture = (index: number, overrides: Partial<InvoiceItem> = {}): InvoiceItem => ({
  id: `inv-${index}`,
  type: "SUPPLIER_INVOICE",
  status: index % 2 ? "Paid" : "Initiated",
  anchorId: "a-1",
  anchorName: "Gokul Dairy Cooperative",
  programmeId: "p-1",
  lenderId: "l-1",
  lenderName: "Shree Finance Ltd",
  supplierId: "s-1",
  partnerId: null,
  retailerId: null,
  counterpartyName: "Asha Traders",
  invoiceNumber: `INV-${String(index).padStart(4, "0")}`,
  amountPaise: 12_345_678,
  invoiceDate: "2026-11-02",
  repaymentDurationDays: 30,
  paymentDate: "2026-11-20",
  interestRatePercent: "12",
  tdsPercent: null,
  actualPaymentPaise: 12_000_000,
  actualPaymentDate: null,
  utr: null,
  rejectReason: null,
  rejectNote: null,
  hasDocument: true,
  documentName: "invoice.pdf",
  version: 1,
  createdAt: "2026-11-02T05:00:00.000Z",
  updatedAt: "2026-11-02T05:00:00.000Z",
  ...overrides,
});

/** The programme terms an entry form reads (`invoices.terms`): a 12% rate, dates bounded 24/08 to 22/11/2026. */
export const ENTRY_TERMS = {
  programmeId: "prog-1",
  interestRatePercent: "12",
  programLimitPaise: 100_000_000,
  outstandingPaise: 0,
  minPaymentDate: "2026-08-24",
  today: "2026-11-22",
};
