import type { ProgrammeDetail } from "@domain/api/programmes";
import { AuthedImage } from "@src/components/authed-image";
import textStyles from "@src/components/text.module.css";
import styles from "./programme-show.module.css";

const LOGOS = [
  { key: "medLogo", label: "Medium Logo" },
  { key: "xtrLogo", label: "Large Logo" },
] as const;

/** The programme's two logos as uploaded, or that there is none yet. */
export function ProgrammeLogos({ programme }: { programme: Pick<ProgrammeDetail, "medLogo" | "xtrLogo"> }) {
  return (
    <div className={styles.logos}>
      {LOGOS.map((logo) => (
        <figure key={logo.key} className={styles.logo}>
          <figcaption>{logo.label}</figcaption>
          {programme[logo.key] ? (
            <AuthedImage path={programme[logo.key]} alt={logo.label} className={styles.logoImage} />
          ) : (
            <span className={textStyles.muted}>None uploaded</span>
          )}
        </figure>
      ))}
    </div>
  );
}
