import { describe, expect, it } from "vitest";
import { CHANGE_VALUE_LABELS } from "./change-value-labels";

/** Every module of domain/enums and domain/api, by path: where the enums and their label maps live. */
const MODULES = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "../api/*.ts", "!./*.test.ts", "!../api/*.test.ts"],
  {
    eager: true,
  },
);

const EXPORTS = new Map(Object.values(MODULES).flatMap((module) => Object.entries(module)));

/** `LOAN_STATUS_LABELS` labels `LOAN_STATUSES`; `…_CATEGORY_LABELS` `…_CATEGORIES`; `…_BASIS_LABELS` `…_BASES`. */
function enumNameOf(labelsName: string): string {
  const singular = labelsName.replace(/_LABELS$/, "");
  if (singular.endsWith("Y")) return `${singular.slice(0, -1)}IES`;
  if (singular.endsWith("IS")) return `${singular.slice(0, -2)}ES`;
  if (/(S|X|CH|SH)$/.test(singular)) return `${singular}ES`;
  return `${singular}S`;
}

/** Text a user should never read: a code with underscores or dots, or a lowerCamel identifier. */
const looksRaw = (text: string) =>
  text.trim() === "" || /[_]/.test(text) || /^[a-z]+\.[a-z]/i.test(text) || /^[a-z]+[A-Z]/.test(text);

const LABEL_MAPS = [...EXPORTS].filter(
  (entry): entry is [string, Record<string, string>] =>
    entry[0].endsWith("_LABELS") && entry[0] !== "CHANGE_VALUE_LABELS",
);

describe("every label map", () => {
  it("is found", () => {
    expect(LABEL_MAPS.length).toBeGreaterThan(40);
  });

  it.each(LABEL_MAPS)("%s labels every value of its enum, and nothing else", (name, labels) => {
    const values = EXPORTS.get(enumNameOf(name));
    expect(values, `${enumNameOf(name)}, the enum ${name} labels`).toBeInstanceOf(Array);
    expect(Object.keys(labels).sort()).toEqual([...new Set(values as string[])].sort());
  });

  it.each(LABEL_MAPS)("%s gives words, never a code", (_name, labels) => {
    expect(Object.values(labels).filter(looksRaw)).toEqual([]);
  });

  it("leaves no enum of domain/enums whose values read as codes without one (its own or a wider list's)", () => {
    const labelled = (codes: string[]) =>
      LABEL_MAPS.some(([, labels]) => codes.every((code) => Object.hasOwn(labels, code)));
    const unlabelled = Object.entries(MODULES)
      .filter(([path]) => path.startsWith("./"))
      .flatMap(([, module]) => Object.entries(module))
      .filter((entry): entry is [string, unknown[]] => /^[A-Z_]+$/.test(entry[0]) && Array.isArray(entry[1]))
      .map(
        ([name, values]) =>
          [name, values.filter((value) => typeof value === "string" && looksRaw(value))] as const,
      )
      .filter(([, codes]) => codes.length > 0 && !labelled(codes as string[]))
      .map(([name]) => name);
    expect(unlabelled).toEqual([]);
  });

  it.each(Object.entries(CHANGE_VALUE_LABELS))(
    "the pending change's %s values read as words",
    (_field, labels) => {
      expect(Object.values(labels).filter(looksRaw)).toEqual([]);
    },
  );
});
