import type { AnchorBranding } from "@domain/api/anchor-branding";
import { AuthedImage } from "../components/authed-image";
import styles from "./portal-header.module.css";

/** The anchor's logo at the start of its merchants' header (named for screen readers by the anchor). */
export function AnchorBrand({ branding }: { branding: AnchorBranding | undefined }) {
  const logo = branding?.logo.medium ?? branding?.logo.large;
  if (!branding || !logo) return null;
  return (
    <span className={styles.brand} data-testid="anchor-brand">
      <AuthedImage path={logo} alt={`${branding.anchorName} logo`} className={styles.brandLogo} />
    </span>
  );
}
