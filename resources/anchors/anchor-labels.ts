import type { AnchorItem } from "@domain/api/anchors";
import { LENDING_TYPE_LABELS, type LendingType } from "@domain/enums/finance";

/** How the portal names a lending type ("Co-lending"). */
export const lendingTypeLabel = (type: LendingType): string => LENDING_TYPE_LABELS[type];

/** How the portal names an anchor: its name, in the heading, breadcrumb and document title. */
export const anchorTitle = (anchor: Pick<AnchorItem, "name">): string => anchor.name;
