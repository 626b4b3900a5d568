import { linkWithUserId } from "@domain/access/carried-user-id";
import { normalisePath } from "@domain/access/menu-rules";
import { ROUTES } from "@domain/routes";
import { menuIconMask } from "@src/components/menu-icon";
import { Alert } from "@src/components/ui/alert";
import { Skeleton } from "@src/components/ui/skeleton";
import { useAccessList } from "@src/hooks/use-access-list";
import { Link } from "react-router";
import { OnboardingProgress } from "./onboarding-progress";
import { useViewedUser } from "./use-viewed-user";
import { UserDetails } from "./user-details";
import styles from "./dashboard.module.css";

/** `/merchant/dashboard`: the merchant's profile summary, onboarding progress and the pages of its menu. */
export default function MerchantDashboardPage() {
  const { user, isOwn, isLoading, error } = useViewedUser();
  const { menu, userId } = useAccessList();
  const shortcuts = menu.filter((entry) => normalisePath(entry.pageName) !== ROUTES.merchantDashboard);

  if (error) return <Alert title="This profile could not be loaded">{error.message}</Alert>;
  if (isLoading || !user) return <Skeleton rows={6} label="Loading the dashboard" />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="dashboard-greeting">
        <h2 id="dashboard-greeting" className={styles.greeting}>
          {isOwn ? `Welcome, ${user.name}` : `${user.name}'s portal`}
        </h2>
        <p className={styles.lead}>
          {isOwn
            ? "Your business profile and where your onboarding stands."
            : "You are viewing this merchant's portal as an administrator. Every page in the menu shows their data."}
        </p>
        <UserDetails user={user} full={false} />
      </section>
      {user.onboardingStatus ? (
        <section className={styles.card} aria-labelledby="dashboard-onboarding">
          <h2 id="dashboard-onboarding" className={styles.cardTitle}>
            Onboarding
          </h2>
          <OnboardingProgress status={user.onboardingStatus} />
        </section>
      ) : null}
      {shortcuts.length > 0 ? (
        <section className={styles.card} aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts" className={styles.cardTitle}>
            Go to
          </h2>
          <ul className={styles.shortcuts}>
            {shortcuts.map((entry) => (
              <li key={entry.pageName}>
                <Link className={styles.shortcut} to={linkWithUserId(normalisePath(entry.pageName), userId)}>
                  <span className={styles.shortcutIcon} style={menuIconMask(entry.img)} aria-hidden="true" />
                  <span>{entry.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
