/** Business constants and limits of spec section 9, and the fixed texts of sections 3, 7 and 8. */

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 200, 300, 400, 500, 5000] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_INVOICE_PAGE_SIZE: PageSize = 10;
export const DEFAULT_LOAN_PAGE_SIZE: PageSize = 50;

/** The lender list changes rarely: cached for 10 minutes. */
export const LENDER_LIST_CACHE_MS = 10 * 60 * 1000;
export const QUERY_STALE_TIME_MS = 60 * 1000;
export const QUERY_CACHE_TIME_MS = 30 * 1000;

/** The data client retries at most twice, and only a call that answered 401 (after a token refresh). */
export const MAX_RETRIES = 2;
export const RETRY_ONLY_ON_STATUS = 401;

export const TOAST_DURATION_MS = 1500;
export const SEARCH_DEBOUNCE_MS = 500;

/** Programme liability days: the anchor bears interest for the first N days of an invoice. */
export const LIABILITY_DAYS_MIN = 1;
export const LIABILITY_DAYS_MAX = 90;

/** The default date computed at load is this many days after today. */
export const DEFAULT_DATE_OFFSET_DAYS = 15;

/**
 * Chart colours. Each has at least 3:1 contrast against white (WCAG 1.4.11, non-text contrast) and every
 * pair stays apart under simulated protanopia, deuteranopia and tritanopia. Built from Okabe-Ito blue,
 * vermillion and bluish green and Paul Tol's wine and indigo, plus a dark red; the first three are the
 * 3-colour palette.
 */
export const CHART_PALETTE_6 = ["#0072B2", "#D55E00", "#009E73", "#AA3377", "#332288", "#B30F0F"] as const;
export const CHART_PALETTE_3 = ["#0072B2", "#D55E00", "#009E73"] as const;

export const UNAUTHORIZED_MESSAGE = "You are unauthorized";
export const REPORT_ACCEPTED_MESSAGE =
  "Request is accepted! We are currently preparing your report data. You will receive the report by email within 15 minutes.";

/** The lender dropdown's two fixed first options; "All" is a single space, not empty (spec section 3). */
export const LENDER_SELECT_PLACEHOLDER = { label: "Select Lender", value: "" } as const;
export const LENDER_SELECT_ALL = { label: "All", value: " " } as const;
