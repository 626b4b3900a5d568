import type { Identity } from "@domain/api/auth";
import { rememberUserId } from "@providers/carried-user";
import { useGetIdentity } from "@refinedev/core";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import styles from "./viewing-user-banner.module.css";

/** While an admin views a merchant's portal, says so and offers the way back to the admin's own menu. */
export function ViewingUserBanner() {
  const userId = useCarriedUserId();
  const { data: identity } = useGetIdentity<Identity>();
  const navigate = useNavigate();
  if (!userId || !identity || identity.id === userId) return null;
  const exit = () => {
    rememberUserId(undefined);
    void navigate("/");
  };
  return (
    <div className={styles.banner}>
      <span className={styles.badge}>Viewing a merchant&apos;s portal</span>
      <Button size="small" onClick={exit}>
        Exit
      </Button>
    </div>
  );
}
