import { linkWithUserId } from "@domain/access/carried-user-id";
import { rememberUserId } from "@providers/carried-user";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { StatusPage } from "./status-page";

/** Shown for a page outside the effective user's menu (a typed address, an old bookmark). */
export default function AccessDeniedPage() {
  const navigate = useNavigate();
  const userId = useCarriedUserId();
  const leaveViewedUser = () => {
    rememberUserId(undefined);
    void navigate("/");
  };
  return (
    <StatusPage
      code="403"
      title="Access denied"
      actions={
        <>
          <Button variant="primary" onClick={() => void navigate(linkWithUserId("/", userId))}>
            Back to home
          </Button>
          {userId ? <Button onClick={leaveViewedUser}>Back to my own portal</Button> : null}
        </>
      }
    >
      This page is not in your menu. Ask an administrator if you need it.
    </StatusPage>
  );
}
