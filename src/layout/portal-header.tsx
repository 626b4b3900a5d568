import { useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { AnchorBrand } from "./anchor-brand";
import { PageHeading } from "./page-heading";
import { ProfileMenu } from "./profile-menu";
import { useAnchorBranding, useBrandColours, useBrandVariables } from "./use-anchor-branding";
import { ViewingUserBanner } from "./viewing-user-banner";
import styles from "./portal-header.module.css";

function MenuIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 6h16M10 12h10M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path
        d={collapsed ? "M4 9.5l3 2.5-3 2.5" : "M7 9.5l-3 2.5 3 2.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The top header: menu toggle, the anchor's logo on its merchants' portal, the page path as heading with its
 * breadcrumb, the profile and Logout. The anchor's colour becomes the portal's primary colour.
 */
export function PortalHeader({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  const { pathname } = useLocation();
  const branding = useAnchorBranding();
  const colours = useBrandColours();
  useBrandVariables(colours);
  return (
    <header className={colours ? `${styles.header} ${styles.branded}` : styles.header}>
      <Button
        variant="text"
        className={styles.toggle}
        icon={<MenuIcon collapsed={collapsed} />}
        aria-label={collapsed ? "Expand the menu" : "Collapse the menu"}
        aria-expanded={!collapsed}
        onClick={onToggleMenu}
      />
      <AnchorBrand branding={branding} />
      <PageHeading pathname={pathname} />
      <div className={styles.actions}>
        <ViewingUserBanner />
        <ProfileMenu />
      </div>
    </header>
  );
}
