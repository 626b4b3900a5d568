import { type CSSProperties, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { ProgressWhileMounted } from "../routes/route-progress";
import { HEADER_HEIGHT_PX } from "../theme";
import { PortalHeader } from "./portal-header";
import { SidebarMenu } from "./sidebar-menu";
import styles from "./portal-layout.module.css";

/** Below this width (a tablet in portrait) the sidebar starts collapsed to its icons. */
const COLLAPSE_QUERY = "(max-width: 991px)";

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(COLLAPSE_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(COLLAPSE_QUERY);
    if (!media) return;
    const update = () => setNarrow(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return narrow;
}

const SHELL_STYLE = { "--header-height": `${HEADER_HEIGHT_PX}px` } as CSSProperties;

/**
 * The frame of every signed-in screen: the server-driven sidebar, the header and the page. Plain HTML and
 * CSS, so the layout adds almost nothing to what a phone must download and run before the first page shows.
 */
export default function PortalLayout() {
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [collapsedByUser, setCollapsedByUser] = useState<boolean | undefined>(undefined);
  const collapsed = collapsedByUser ?? narrow;
  return (
    <div className={collapsed ? `${styles.shell} ${styles.collapsed}` : styles.shell} style={SHELL_STYLE}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <aside className={styles.sider}>
        <SidebarMenu collapsed={collapsed} />
      </aside>
      <div className={styles.main}>
        <PortalHeader collapsed={collapsed} onToggleMenu={() => setCollapsedByUser(!collapsed)} />
        <main id="main-content" tabIndex={-1} className={styles.content}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ProgressWhileMounted />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
