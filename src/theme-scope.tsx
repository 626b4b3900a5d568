import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { theme } from "./theme";

/**
 * Applies the antd theme. It wraps the signed-in layouts, not the whole app, so that antd stays out of the
 * login page's chunks (the login page is plain HTML and CSS in the same colours).
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
