import { ANCHOR_USER_ROUTES } from "./anchor-user-routes";

/** The anchor user form for one anchor: its anchor is fixed from `?anchorId=`. */
export const newAnchorUserPath = (anchorId: string) =>
  `${ANCHOR_USER_ROUTES.create}?anchorId=${encodeURIComponent(anchorId)}`;
