import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider, type ThemeConfig } from "antd";
import { type ReactNode, useMemo } from "react";
import { useBrandColours } from "./layout/use-anchor-branding";
import { theme } from "./theme";

/**
 * Applies the antd theme, in the anchor's colour on its merchants' portal. It wraps the signed-in pages, not
 * the whole app, so that antd stays out of the login page's chunks (the login page is plain HTML and CSS in
 * the same colours).
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const brand = useBrandColours();
  const branded = useMemo<ThemeConfig>(() => {
    if (!brand) return theme;
    const colours = { colorPrimary: brand.primary, colorInfo: brand.primary, colorLink: brand.primary };
    return {
      ...theme,
      token: { ...theme.token, ...colours },
      components: {
        ...theme.components,
        Menu: { ...theme.components?.Menu, itemSelectedBg: brand.tint, itemSelectedColor: brand.primary },
      },
    };
  }, [brand]);
  return <ConfigProvider theme={branded}>{children}</ConfigProvider>;
}
