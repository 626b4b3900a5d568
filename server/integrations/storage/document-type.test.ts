import { describe, expect, it } from "vitest";
import { detectDocumentType } from "./document-type";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const jpeg = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]);

describe("detectDocumentType", () => {
  it("recognises PDF, PNG and JPEG by their bytes", async () => {
    expect(await detectDocumentType(pdf)).toBe("application/pdf");
    expect(await detectDocumentType(png)).toBe("image/png");
    expect(await detectDocumentType(jpeg)).toBe("image/jpeg");
  });

  it("refuses an executable and plain text", async () => {
    expect(await detectDocumentType(exe)).toBeNull();
    expect(await detectDocumentType(Buffer.from("just text"))).toBeNull();
  });
});
