import { describe, expect, it } from "vitest";
import { deepTrim } from "./deep-trim";

describe("deepTrim", () => {
  it("trims strings at every depth of objects and arrays", () => {
    const input = {
      name: "  Asha Traders ",
      gst: "\t27AAPFU0939F1ZV\n",
      tags: [" a ", ["  b"], { c: "c  " }],
      address: { line1: " 12 MG Road ", pin: " 560001" },
    };
    expect(deepTrim(input)).toEqual({
      name: "Asha Traders",
      gst: "27AAPFU0939F1ZV",
      tags: ["a", ["b"], { c: "c" }],
      address: { line1: "12 MG Road", pin: "560001" },
    });
  });

  it("trims a bare string and leaves other primitives alone", () => {
    expect(deepTrim("  x  ")).toBe("x");
    expect(deepTrim(42)).toBe(42);
    expect(deepTrim(null)).toBeNull();
    expect(deepTrim(undefined)).toBeUndefined();
    expect(deepTrim({ n: 0, ok: false, none: null, missing: undefined })).toEqual({
      n: 0,
      ok: false,
      none: null,
      missing: undefined,
    });
  });

  it("keeps Dates, Blobs and Files as the same objects", () => {
    const date = new Date("2025-08-10T00:00:00Z");
    const blob = new Blob([" keep "]);
    const file = new File([" keep "], " name.pdf ");
    const result = deepTrim({ date, files: [file], blob });
    expect(result.date).toBe(date);
    expect(result.files[0]).toBe(file);
    expect(result.blob).toBe(blob);
    expect(file.name).toBe(" name.pdf ");
  });

  it("does not change its input", () => {
    const input = { a: " x ", list: [" y "] };
    const result = deepTrim(input);
    expect(input).toEqual({ a: " x ", list: [" y "] });
    expect(result).not.toBe(input);
    expect(result.list).not.toBe(input.list);
  });

  it("copies circular and shared references once", () => {
    type Node = { name: string; self?: Node };
    const node: Node = { name: " loop " };
    node.self = node;
    const result = deepTrim({ first: node, second: node });
    expect(result.first.name).toBe("loop");
    expect(result.first.self).toBe(result.first);
    expect(result.second).toBe(result.first);
  });

  it("keeps a __proto__ key from JSON as plain data", () => {
    const input = JSON.parse('{"__proto__": {"polluted": " yes "}, "a": " b "}') as Record<string, unknown>;
    const result = deepTrim(input);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toEqual({ polluted: "yes" });
    expect(result.a).toBe("b");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps objects without a prototype prototype-less", () => {
    const bare = Object.assign(Object.create(null) as Record<string, string>, { k: " v " });
    const result = deepTrim(bare);
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(result.k).toBe("v");
  });
});
