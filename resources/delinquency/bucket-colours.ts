import { CHART_PALETTE_6 } from "@domain/constants";
import type { DpdBucket } from "@domain/collections/dpd";

const [blue, vermilion, green, , indigo, red] = CHART_PALETTE_6;

/** Each bucket's colour from the spec's 6-colour palette: standard green, worsening to NPA red. */
export const BUCKET_COLOURS: Record<DpdBucket, string> = {
  STANDARD: green,
  SMA_0: blue,
  SMA_1: indigo,
  SMA_2: vermilion,
  NPA: red,
};
