import type { IndexHtmlTransformContext, Plugin } from "vite";

type OutputBundle = NonNullable<IndexHtmlTransformContext["bundle"]>;
type OutputChunk = Extract<OutputBundle[string], { type: "chunk" }>;

/** What the boot script preloads: for each named screen, the files its lazy chunk needs beyond the entry's. */
export interface PreloadManifest {
  sessionCookies: readonly string[];
  screens: Record<string, string[]>;
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
}

function staticClosure(bundle: OutputBundle, start: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen;
  seen.add(start.fileName);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === "chunk") staticClosure(bundle, next, seen);
  }
  return seen;
}

/** The files (JS and CSS) a lazily loaded module needs that the entry has not already loaded. */
export function filesFor(bundle: OutputBundle, source: string, base = "/"): string[] {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const target = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(source));
  if (!entry || !target) throw new Error(`vite-route-preload: no chunk for ${source}`);
  const loaded = staticClosure(bundle, entry);
  const needed = [...staticClosure(bundle, target)].filter((file) => !loaded.has(file));
  const css = needed.flatMap((file) => {
    const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
    return [...(chunk.viteMetadata?.importedCss ?? [])];
  });
  return [...needed, ...css].map((file) => `${base}${file}`);
}

/**
 * Writes, into index.html, a JSON list of the files each named screen's lazy chunk needs (the login page
 * for a visitor, the layout for a signed-in user). public/boot.js preloads the right list at once, while
 * the entry chunk is still downloading, instead of after it has run: one round trip less on a phone.
 */
export function routePreload(screens: Record<string, string>, sessionCookies: readonly string[]): Plugin {
  return {
    name: "ledgerline-route-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        const manifest: PreloadManifest = {
          sessionCookies,
          screens: Object.fromEntries(
            Object.entries(screens).map(([name, source]) => [name, filesFor(bundle, source)]),
          ),
        };
        return {
          html,
          tags: [
            {
              tag: "script",
              attrs: { type: "application/json", id: "ll-preload" },
              children: JSON.stringify(manifest),
              injectTo: "head",
            },
          ],
        };
      },
    },
  };
}
