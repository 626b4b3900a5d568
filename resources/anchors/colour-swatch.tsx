import textStyles from "@src/components/text.module.css";
import styles from "./anchor-show.module.css";

/** A theme colour as a chip of the colour and its hex code; "None" when unset. */
export function ColourSwatch({ colour }: { colour: string | null }) {
  if (!colour) return <span className={textStyles.muted}>None (the portal's own)</span>;
  return (
    <span className={styles.swatch}>
      {/* The chip's colour is the data shown, so it cannot come from a stylesheet. */}
      <span className={styles.swatchChip} style={{ background: colour }} aria-hidden="true" />
      <code>{colour}</code>
    </span>
  );
}
