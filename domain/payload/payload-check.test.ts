import { describe, expect, it } from "vitest";
import { findPayloadProblem, MAX_PAYLOAD_DEPTH } from "./payload-check";

const nestedArrays = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let n = 0; n < depth; n += 1) value = [value];
  return value;
};

describe("findPayloadProblem", () => {
  it("accepts ordinary payloads, paired surrogates (emoji) included", () => {
    expect(findPayloadProblem({ name: "Asha 😀", tags: ["a", { b: 1 }], none: null }, "body")).toBeNull();
    expect(findPayloadProblem(nestedArrays(MAX_PAYLOAD_DEPTH), "body")).toBeNull();
    expect(findPayloadProblem(undefined, "body")).toBeNull();
  });

  it("refuses nesting beyond the limit without overflowing the stack", () => {
    expect(findPayloadProblem(nestedArrays(MAX_PAYLOAD_DEPTH + 1), "body")?.message).toBe(
      `body is nested more than ${MAX_PAYLOAD_DEPTH} levels deep`,
    );
    expect(findPayloadProblem(nestedArrays(1_000_000), "body")).not.toBeNull();
  });

  it("names the field holding a NUL or a lone surrogate, in values and keys", () => {
    expect(findPayloadProblem({ user: { name: "a\u0000b" } }, "body")).toEqual({
      field: "user.name",
      message: "user.name must not contain a NUL character",
    });
    expect(findPayloadProblem({ list: ["ok", "\ud800"] }, "query")?.field).toBe("list.1");
    expect(findPayloadProblem({ ["\udc00"]: 1 }, "body")?.message).toBe(
      "Field name must not contain an unpaired UTF-16 surrogate",
    );
    expect(findPayloadProblem("x\u0000", "params")?.field).toBe("params");
  });

  it("walks a shared or circular reference once", () => {
    const loop: Record<string, unknown> = { name: "x" };
    loop.self = loop;
    expect(findPayloadProblem({ a: loop, b: loop }, "body")).toBeNull();
  });
});
