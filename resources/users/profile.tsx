import { Alert } from "@src/components/ui/alert";
import { Skeleton } from "@src/components/ui/skeleton";
import { useViewedUser } from "./use-viewed-user";
import { UserDetails } from "./user-details";
import styles from "./dashboard.module.css";

/** `/merchant/user-profile`: every detail of the signed-in (or viewed) user's account. */
export default function UserProfilePage() {
  const { user, isOwn, isLoading, error } = useViewedUser();
  if (error) return <Alert title="This profile could not be loaded">{error.message}</Alert>;
  if (isLoading || !user) return <Skeleton rows={8} label="Loading the profile" />;
  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.greeting}>
        {isOwn ? "Your profile" : `${user.name}'s profile`}
      </h2>
      <p className={styles.lead}>
        {isOwn
          ? "These are the details we hold for your account. Contact your relationship manager to change them."
          : "The details held for this merchant's account."}
      </p>
      <UserDetails user={user} full />
    </section>
  );
}
