import { crc32, deflateSync } from "node:zlib";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { DEMO_ANCHORS } from "./demo-organisations";

const [gokul] = DEMO_ANCHORS;

/** Where the demo dairy anchor's logos are stored (the seeded settings point at them). */
export const DEMO_LOGO_KEYS = {
  medium: `anchor-logos/${gokul.id}-medium-demo`,
  large: `anchor-logos/${gokul.id}-large-demo`,
} as const;

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A square RGBA PNG of a milk drop in the dairy's green on a white disc, drawn pixel by pixel, so the demo
 * needs no image file and no image library.
 */
export function demoLogoPng(size: number, rgb: readonly [number, number, number] = [0x1b, 0x5e, 0x20]) {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const dx = (x - centre) / (size / 2);
      const dy = (y - centre) / (size / 2);
      const inDisc = dx * dx + dy * dy <= 1;
      // A drop: a circle in the lower half with a point above it.
      const dropY = dy - 0.18;
      const inDrop =
        dx * dx + dropY * dropY <= 0.3 || (dy < 0.18 && dy > -0.72 && Math.abs(dx) < (dy + 0.72) * 0.62);
      const [r, g, b] = inDrop ? rgb : [0xff, 0xff, 0xff];
      const offset = 1 + x * 4;
      row[offset] = r;
      row[offset + 1] = g;
      row[offset + 2] = b;
      row[offset + 3] = inDisc ? 0xff : 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Stores the demo anchor's logos, which the demo settings name (only when the demo data was just seeded). */
export async function seedDemoDocuments(documents: DocumentStore): Promise<void> {
  await documents.put(DEMO_LOGO_KEYS.medium, demoLogoPng(64));
  await documents.put(DEMO_LOGO_KEYS.large, demoLogoPng(160));
}
