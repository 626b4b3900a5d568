import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { disableContextMenu, revealUnlessFramed } from "./global-behaviours";
import { warmUp } from "./routes/warm-up";
import "./styles.css";

// antd 5 on React 19 needs '@ant-design/v5-patch-for-react-19' before antd renders anything of its own.
// It is imported where antd enters (src/theme-scope.tsx, providers/antd-notification.ts), not here, so
// that antd stays out of the login page's chunks.

revealUnlessFramed();
disableContextMenu();
warmUp();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks input on a slow phone.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
