import { subscribe } from "node:diagnostics_channel";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import type { AccessPolicy } from "@server/auth/policy";

/** One route as the app declared it: what the generated security suite iterates over. */
export type InventoriedRoute = {
  readonly method: string;
  readonly url: string;
  /** `config.access`, or undefined when the route declares none. */
  readonly access: AccessPolicy | undefined;
  readonly schema: FastifySchema | undefined;
};

const inventories = new WeakMap<FastifyInstance, InventoriedRoute[]>();

function record(app: FastifyInstance, route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const list = inventories.get(app) ?? [];
  for (const method of methods) {
    if (method === "HEAD") continue;
    list.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
  }
  inventories.set(app, list);
}

// Fastify announces every new instance on this channel before any plugin runs, so the hook sees every route.
subscribe("fastify.initialization", (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook("onRoute", (route) => record(fastify, route));
});

/** Every route of an app built after this module was imported (HEAD aside). */
export function routesOf(app: FastifyInstance): readonly InventoriedRoute[] {
  const list = inventories.get(app);
  if (!list) throw new Error("routesOf(): import route-inventory before the app is built");
  return list;
}
