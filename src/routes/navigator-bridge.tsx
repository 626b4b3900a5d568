import { setNavigator } from "@providers/navigation";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Lets the providers' 401 give-up path navigate inside the app, so its toast survives the redirect. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}
