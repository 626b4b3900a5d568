import { linkWithUserId } from "@domain/access/carried-user-id";
import { normalisePath } from "@domain/access/menu-rules";
import { Link, useLocation } from "react-router";
import { menuIconMask } from "../components/menu-icon";
import { Skeleton } from "../components/ui/skeleton";
import { useAccessList } from "../hooks/use-access-list";
import styles from "./sidebar-menu.module.css";

/** The sidebar built from the server's menu: title and icon per entry, in the server's order, `userId` carried. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const current = normalisePath(pathname);
  const { menu, userId, isLoading } = useAccessList();
  const labelClass = collapsed ? "ll-visually-hidden" : styles.label;
  return (
    <nav aria-label="Main menu" className={collapsed ? `${styles.nav} ${styles.collapsed}` : styles.nav}>
      <Link to={linkWithUserId("/", userId)} className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className={labelClass}>Ledgerline</span>
      </Link>
      {isLoading ? (
        <div className={styles.loading}>
          <Skeleton rows={6} label="Loading the menu" />
        </div>
      ) : (
        <ul className={styles.list}>
          {menu.map((entry) => {
            const path = normalisePath(entry.pageName);
            const active = path === current;
            return (
              <li key={path}>
                <Link
                  to={linkWithUserId(path, userId)}
                  className={active ? `${styles.item} ${styles.active}` : styles.item}
                  aria-current={active ? "page" : undefined}
                  title={collapsed ? entry.title : undefined}
                  data-menu-path={path}
                >
                  <span className={styles.icon} style={menuIconMask(entry.img)} aria-hidden="true" />
                  <span className={labelClass}>{entry.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
