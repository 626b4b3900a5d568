import type { Identity } from "@domain/api/auth";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../components/ui/button";
import { roleLabel, userTypeLabel } from "../components/user-type";
import styles from "./profile-menu.module.css";

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The profile icon (name and user type; details on hover or click) and the Logout link. */
export function ProfileMenu() {
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout, isPending } = useLogout();
  // Hover shows the card; a click pins it open (for touch and keyboard) until clicked again or dismissed.
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const wrapper = useRef<HTMLDivElement>(null);
  const cardId = useId();

  useEffect(() => {
    if (!open) return;
    const close = () => {
      setHovered(false);
      setPinned(false);
    };
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("mousedown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("mousedown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <>
      <div
        ref={wrapper}
        className={styles.wrapper}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <button
          type="button"
          className={styles.profile}
          aria-expanded={open}
          aria-controls={cardId}
          onClick={() => setPinned((value) => !value)}
        >
          <span className={styles.avatar}>
            <UserIcon />
          </span>
          <span className={styles.who}>
            <span className={styles.whoName}>{identity?.name ?? "Your profile"}</span>
            {identity ? <span className={styles.whoType}>{userTypeLabel(identity.userType)}</span> : null}
          </span>
        </button>
        <div id={cardId} className={styles.card} hidden={!open || !identity}>
          {identity ? (
            <dl className={styles.details}>
              <dt className="ll-visually-hidden">Name</dt>
              <dd className={styles.name}>{identity.name}</dd>
              <dt className="ll-visually-hidden">User type</dt>
              <dd>{userTypeLabel(identity.userType)}</dd>
              <dt className="ll-visually-hidden">Email</dt>
              <dd>{identity.email}</dd>
              {identity.roles.length > 0 ? (
                <>
                  <dt className="ll-visually-hidden">Roles</dt>
                  <dd className={styles.roles}>{identity.roles.map(roleLabel).join(", ")}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>
      <Button variant="link" onClick={() => logout()} busy={isPending}>
        Logout
      </Button>
    </>
  );
}
