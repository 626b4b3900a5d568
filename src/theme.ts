import type { ThemeConfig } from "antd";

/** Brand colours, chosen for at least 4.5:1 contrast with white text and on white (WCAG AA). */
export const BRAND = {
  primary: "#0b5cad",
  ink: "#1f2937",
  muted: "#4b5563",
  surface: "#f4f6f9",
} as const;

/** The height of the signed-in layout's top header (src/layout/portal-header.module.css reads it as a variable). */
export const HEADER_HEIGHT_PX = 64;

/** Toasts open this far from the top, below the header, so they never cover its Logout link. */
export const TOAST_TOP_PX = HEADER_HEIGHT_PX + 16;

/** The portal's one antd theme: every screen, toast and modal reads its colours and sizes from here. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    colorTextSecondary: BRAND.muted,
    colorTextDescription: BRAND.muted,
    colorBgLayout: BRAND.surface,
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
  },
  components: {
    Layout: {
      headerBg: "#ffffff",
      siderBg: "#ffffff",
      headerHeight: HEADER_HEIGHT_PX,
      headerPadding: "0 24px",
    },
    Menu: { itemSelectedBg: "#e6f0fa", itemSelectedColor: BRAND.primary, itemMarginInline: 8 },
    Table: { headerBg: "#f0f3f7" },
  },
};
