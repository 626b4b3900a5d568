import { linkWithUserId } from "@domain/access/carried-user-id";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { StatusPage } from "./status-page";

/** The 404 page: an unknown address, or a screen of the spec that this release does not have yet. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const userId = useCarriedUserId();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <Button variant="primary" onClick={() => void navigate(linkWithUserId("/", userId))}>
          Back to home
        </Button>
      }
    >
      There is no page at this address. Check the link, or go back to your home page.
    </StatusPage>
  );
}
