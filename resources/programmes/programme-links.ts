import { PROGRAMME_ROUTES } from "./programme-routes";

/** The new-programme form, with the anchor chosen already when the user comes from one (`?anchorId=`). */
export const programmeCreatePath = (anchorId?: string): string =>
  anchorId ? `${PROGRAMME_ROUTES.create}?anchorId=${encodeURIComponent(anchorId)}` : PROGRAMME_ROUTES.create;
