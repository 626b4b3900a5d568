import type { BaseRecord, DataProvider } from "@refinedev/core";
import type { HttpClient, HttpMethod, QueryParams } from "../http-client";
import { listOf, payloadOf } from "./envelope";
import { toFormData } from "./form-data";
import { listQuery } from "./list-query";
import { type ResolvedEndpoint, resolveEndpoint, resolveOperation } from "./resolve-endpoint";

interface CallMeta {
  headers?: Record<string, string>;
  query?: QueryParams;
  /** The record a nested list belongs to (`/account/utr-imports/:id/rows`). */
  id?: string;
}

function metaOf(meta: unknown): CallMeta {
  return (meta ?? {}) as CallMeta;
}

function send<T>(http: HttpClient, endpoint: ResolvedEndpoint, body: unknown, meta: CallMeta): Promise<T> {
  const call = { method: endpoint.method, headers: meta.headers, query: meta.query };
  if (endpoint.body === "multipart") return http.upload<T>(endpoint.url, { ...call, body: toFormData(body) });
  return http.request<T>(endpoint.url, endpoint.method === "GET" ? call : { ...call, body });
}

function withId(endpoint: ResolvedEndpoint, id: string | number, variables: unknown): unknown {
  if (!endpoint.idInBody) return variables;
  return { ...(variables as Record<string, unknown>), [endpoint.idInBody]: id };
}

/** Refine's data provider over the declarative resource table; every call goes through the one HTTP client. */
export function createDataProvider(http: HttpClient): DataProvider {
  return {
    getApiUrl: () => "",

    async getList({ resource, pagination, sorters, filters, meta }) {
      const extra = metaOf(meta);
      const endpoint = resolveEndpoint(resource, "list", extra.id);
      const query = { ...listQuery({ pagination, sorters, filters }), ...extra.query };
      const body = await http.request<unknown>(endpoint.url, {
        method: endpoint.method,
        headers: extra.headers,
        query,
      });
      return listOf(body);
    },

    async getOne({ resource, id, meta }) {
      const body = await send<unknown>(http, resolveEndpoint(resource, "one", id), undefined, metaOf(meta));
      return { data: payloadOf(body) };
    },

    async create({ resource, variables, meta }) {
      const body = await send<unknown>(http, resolveEndpoint(resource, "create"), variables, metaOf(meta));
      return { data: payloadOf(body) };
    },

    async update({ resource, id, variables, meta }) {
      const endpoint = resolveEndpoint(resource, "update", id);
      const body = await send<unknown>(http, endpoint, withId(endpoint, id, variables), metaOf(meta));
      return { data: payloadOf(body) };
    },

    async deleteOne({ resource, id, variables, meta }) {
      const endpoint = resolveEndpoint(resource, "delete", id);
      const body = await send<unknown>(http, endpoint, withId(endpoint, id, variables), metaOf(meta));
      return { data: payloadOf(body) };
    },

    /** `meta: {resource, operation}` runs a table operation; otherwise `url` and `method` are used as given. */
    async custom<TData extends BaseRecord = BaseRecord>({
      url,
      method,
      filters,
      sorters,
      payload,
      query,
      headers,
      meta,
    }: Parameters<NonNullable<DataProvider["custom"]>>[0]) {
      const named = meta as { resource?: string; operation?: string; id?: string | number } | undefined;
      const endpoint: ResolvedEndpoint =
        named?.resource && named.operation
          ? resolveOperation(named.resource, named.operation, named.id)
          : { url, method: method.toUpperCase() as HttpMethod };
      const params: QueryParams = {
        ...listQuery({ filters, sorters, pagination: { mode: "off" } }),
        ...(query as QueryParams | undefined),
      };
      const body = await send<unknown>(http, endpoint, payload, { headers, query: params });
      return { data: payloadOf<TData>(body) };
    },
  };
}
