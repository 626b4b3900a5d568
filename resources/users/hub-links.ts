import { USER_ROUTES } from "./user-routes";

/** The hub's Users tab, where the user pages go back to. */
export const USER_HUB_TAB = `${USER_ROUTES.list}?tab=${USER_ROUTES.tab}`;
