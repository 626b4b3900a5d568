import { linkWithUserId } from "@domain/access/carried-user-id";
import { ACCESS_DENIED_REASON } from "@providers/access-control-provider";
import { rememberUserId } from "@providers/carried-user";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { StatusPage } from "./status-page";

/**
 * Shown for a page outside the effective user's menu (a typed address, an old bookmark), or for an action on
 * a record page the user may not take, with the access check's reason.
 */
export default function AccessDeniedPage({ reason = ACCESS_DENIED_REASON }: { reason?: string }) {
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
      {reason}. Ask an administrator if you need it.
    </StatusPage>
  );
}
