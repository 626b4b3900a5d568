import { ROUTES_WITHOUT_LENDER_LIST } from "../routes";
import { normalisePath } from "./menu-rules";

/** The lender list is not loaded on the admin and merchant pages of the first route group (spec section 6). */
export function shouldLoadLenderList(pathname: string): boolean {
  const path = normalisePath(pathname);
  return !ROUTES_WITHOUT_LENDER_LIST.some((route) => route === path);
}
