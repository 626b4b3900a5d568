import { ANCHOR_ROUTES } from "./anchor-routes";

/** The hub's Anchors tab, where the anchor pages go back to. */
export const ANCHOR_HUB_TAB = `${ANCHOR_ROUTES.list}?tab=${ANCHOR_ROUTES.tab}`;
